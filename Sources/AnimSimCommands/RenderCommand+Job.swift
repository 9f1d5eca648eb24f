import AnimSimCore
import AnimSimPresentation
import AnimSimExport
import AnimSimScene
import Foundation

/// Turning `render`'s arguments into a `RenderJob`: the preset first, then the explicit
/// options over it.
extension RenderCommand {
    func makeJob(_ loaded: LoadedScene) throws -> RenderJob {
        var scene = loaded.scene
        scene.fps = requestedFPS(loaded)
        var request = OutputChoice.Request(path: out, format: format?.frames,
                                           still: still.map { .seconds($0) } ?? stillFrame.map { .frame($0) })
        request.contactSheetOnly = contactSheet != nil
        request.codec = codec
        request.crf = crf
        request.transparent = transparent
        var job = RenderJob(scene: scene, output: try OutputChoice.resolve(request))
        job.scale = scale
        job.size = size?.size ?? quality.map { CGSize(width: $0.size.width, height: $0.size.height) }
        job.strategies = strategies.chosen
        if let overlays = overlayOption.overlays { job.overlays = overlays }
        job.frames = frames
        job.shard = shard
        job.resume = resume
        job.overwrite = overwrite
        job.transparent = transparent
        if let contactSheet {
            job.contactSheet = ContactSheetOptions(file: contactSheet, columns: sheetGrid.columns, rows: sheetGrid.rows, width: sheetWidth)
        }
        job.inputs = loaded.inputs
        // A view hosted without --duration has no end: a still after it settled shows it settled, as `trace --at` does.
        job.openEnded = !loaded.hasNaturalEnd
        job.sourceDigest = loaded.digest ?? ""
        return job
    }

    /// `--fps`, else the preset's, else the scene's.
    func requestedFPS(_ loaded: LoadedScene) -> Double {
        fps ?? quality?.fps ?? loaded.scene.fps
    }
}

/// `--open`: hands the result to the desktop's viewer and does not wait for it.
enum Opener {
    static func open(_ job: RenderJob) {
        let target: String? = switch job.output {
        case .still(let file, _), .video(let file, _): file.path
        case .pngSequence(let directory, _): directory.path
        case .none: job.contactSheet?.file.path
        }
        guard let target else { return }
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(target), nil]
        defer { argv.forEach { free($0) } }
        if posix_spawnp(&pid, "xdg-open", nil, nil, argv, environ) != 0 {
            StandardError.write("animsim render: --open needs xdg-open (Debian package xdg-utils); the result is \(target)\n")
        }
    }
}
