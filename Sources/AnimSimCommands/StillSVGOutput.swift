import AnimSimCore
import AnimSimCairo
import AnimSimExport
import AnimSimMotion
import AnimSimPresentation
import Foundation

/// `render --still T -o frame.svg` (or `--still-frame N`): the still as a static SVG
/// (`SVGStill`) instead of a PNG, laid out as the PNG is at `--scale 1`: the same
/// composition (panes, captions, title), every item in pane coordinates, labels as the
/// glyph outlines Cairo draws. The file is written whole (temporary name, then renamed) and
/// marked as AnimSim's, so the next render may replace it and a file of anyone else's is
/// never touched without `--overwrite`.
enum StillSVGOutput {
    /// Whether `-o` asks for an SVG still.
    static func wanted(out: String?, still: Bool) -> Bool {
        still && (out.map { ($0 as NSString).pathExtension.lowercased() == "svg" } ?? false)
    }

    static func write(_ job: RenderJob, evaluator: SceneEvaluator) throws {
        guard case .still(let file, let at) = job.output else { return }
        let (composer, _) = try job.makeComposer(evaluator)
        let (index, time) = try RenderJob.StillTime.resolve(at, evaluator: composer.evaluator, openEnded: job.openEnded)
        let composition = try time.map { try composer.composition(at: $0, frame: index) } ?? composer.composition(frame: index)
        let layout = CompositionLayout(composition)
        let panes = zip(composition.panes, layout.panes).map { SVGStill.Pane(rect: $1, list: $0.displayList, caption: $0.caption) }
        let title = composition.heading.flatMap { heading in layout.headingBand.map { (text: heading.title, band: $0) } }
        let still = SVGStill(size: layout.size, panes: panes, captionBand: layout.captionBand, title: title,
                             chrome: SVGStill.Chrome(frameBackground: Palette.frameBackground, separator: Palette.separator, caption: Palette.caption),
                             transparent: job.transparent, outliner: { GlyphOutlines.contours($0, fontSize: $1) })
        var guardian = OutputGuard(manifest: RenderManifest(fingerprint: Fingerprint.of("animsim render svg"), summary: "animsim render --still (SVG)"))
        guardian.overwrite = job.overwrite
        guardian.inputs = job.inputs
        try guardian.write(Array(still.document.utf8), to: file)
        StandardError.write("animsim render: wrote \(file.path)\n")
    }
}
