import Foundation
import AnimSimCore

extension TraceGolden {
    /// What recording did: the frames written and, when a golden was there before, what
    /// changed against it (empty: nothing).
    public struct Recording: Sendable {
        public var frames: Int
        public var changes: [TraceDrift]?
    }

    /// Records the scene's trace as a golden at `url` (`animsim trace --against FILE --update`).
    ///
    /// An existing golden keeps its frames unless `selection` says otherwise, and is compared
    /// first, so recording also says what changed. A file that is not an animsim trace is
    /// never overwritten. The file is replaced atomically, and only once the whole trace has
    /// been made.
    public func record(to url: URL, selection: FrameSelection?, tolerance: Double = defaultTolerance)
        throws(TraceGoldenError) -> Recording {
        var chosen = selection ?? .all
        var changes: [TraceDrift]?
        if FileManager.default.fileExists(atPath: url.path) {
            let data: Data
            do { data = try Data(contentsOf: url) } catch { throw .notATrace("cannot read \(url.path): \(error.localizedDescription)") }
            let old: TraceDocument
            do { old = try TraceDocument.read(data) } catch {
                throw .notATrace("\(url.path) is \(error.description); refusing to overwrite a file animsim did not write")
            }
            if selection == nil { chosen = .list(old.frameIndices) }
            changes = try drifts(against: old, tolerance: tolerance)
        }
        var text = ""
        do { try TraceWriter(loaded: loaded, evaluator: evaluator).write(.json, selection: chosen, to: &text) } catch {
            switch error {
            case .layout(let errors): throw .layout(errors)
            case .selection(let problem): throw .notATrace(problem.message)
            }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .notATrace("cannot write \(url.path): \(error.localizedDescription)")
        }
        let frames = text.split(separator: "\n").count - 2
        return Recording(frames: frames, changes: changes)
    }
}
