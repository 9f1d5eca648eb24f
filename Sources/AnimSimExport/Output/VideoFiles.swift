import Foundation

/// The files around one video export, named the same whichever encoder writes it: the
/// hidden temporary being written, and `NAME.partial.EXT` where an interrupted export
/// keeps its frames, never at the output's own path.
struct VideoFiles {
    let output: URL
    /// The temporary's extension: the container's, which ffmpeg also reads the muxer from.
    let container: VideoContainer

    /// `NAME.partial.EXT` beside the output.
    var partial: URL {
        output.deletingLastPathComponent()
            .appendingPathComponent("\(output.deletingPathExtension().lastPathComponent).partial.\(output.pathExtension)")
    }

    /// `.NAME.partial-PID.EXT` beside the output: renamed into place only when whole.
    var temporary: String { dotted("partial") }

    /// Removes temporaries an earlier, killed run of this output left behind.
    func prepare() throws {
        let directory = output.deletingLastPathComponent()
        try AtomicFile.prepareDirectory(directory.path)
        StaleTemporaries.remove(in: directory, isOurs: { _ in false }, videoBases: [output.deletingPathExtension().lastPathComponent])
    }

    /// Puts the finished temporary at the output's path.
    func publish() throws {
        guard rename(temporary, output.path) == 0 else { throw ExportError.io(errno, path: output.path) }
    }

    /// Keeps an interrupted export's temporary as `partial`; false if that failed.
    func keepPartial() -> Bool {
        rename(temporary, partial.path) == 0
    }

    private func dotted(_ suffix: String) -> String {
        output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.deletingPathExtension().lastPathComponent).\(suffix)-\(getpid()).\(container.rawValue)").path
    }
}
