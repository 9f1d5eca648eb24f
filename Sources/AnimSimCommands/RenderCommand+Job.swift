import AnimSimCore
import AnimSimPresentation
import AnimSimExport
import AnimSimScene
import Foundation

/// Turning `render`'s arguments into a `RenderJob`: the preset first, then the explicit
/// options over it.
extension RenderCommand {
    func makeJob(_ loaded: LoadedScene) throws -> RenderJob {
        let preset = quality.flatMap(QualityPreset.init(rawValue:))
        var scene = loaded.scene
        scene.fps = requestedFPS(loaded)
        var request = OutputChoice.Request(path: out, format: format,
                                           still: still.map { .seconds($0) } ?? stillFrame.map { .frame($0) })
        request.contactSheetOnly = contactSheet != nil
        request.codec = codec.flatMap(VideoCodec.init(rawValue:))
        request.crf = crf
        request.transparent = transparent
        var job = RenderJob(scene: scene, output: try OutputChoice.resolve(request))
        job.scale = scale
        job.size = size.flatMap(Self.parseSize) ?? preset.map { CGSize(width: $0.size.width, height: $0.size.height) }
        job.strategies = strategies.chosen
        if let overlays = overlayOption.overlays { job.overlays = overlays }
        job.frames = frames
        job.shard = shard.flatMap(Shard.init)
        job.resume = resume
        job.overwrite = overwrite
        job.transparent = transparent
        if let contactSheet, let grid = Self.parseGrid(sheetGrid) {
            job.contactSheet = ContactSheetOptions(file: URL(fileURLWithPath: contactSheet), columns: grid.0, rows: grid.1,
                                                   width: sheetWidth)
        }
        job.inputs = loaded.inputs
        job.sourceDigest = loaded.digest ?? ""
        return job
    }

    /// `--fps`, else the preset's, else the scene's.
    func requestedFPS(_ loaded: LoadedScene) -> Double {
        fps ?? quality.flatMap(QualityPreset.init(rawValue:))?.fps ?? loaded.scene.fps
    }

    static func parseSize(_ text: String) -> CGSize? {
        guard let (w, h) = parsePair(text), (16...16384).contains(w), (16...16384).contains(h) else { return nil }
        return CGSize(width: w, height: h)
    }

    static func parseGrid(_ text: String) -> (Int, Int)? {
        guard let (c, r) = parsePair(text), (1...64).contains(c), (1...64).contains(r) else { return nil }
        return (c, r)
    }

    private static func parsePair(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let a = parts[0], let b = parts[1] else { return nil }
        return (a, b)
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
