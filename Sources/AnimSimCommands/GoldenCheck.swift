import AnimSimCore
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim trace SCENE --against FILE [--update]`: prints and exits; the comparing and
/// recording are `TraceGolden`'s.
struct GoldenCheck {
    let golden: TraceGolden
    let path: String
    let scene: String
    let tolerance: Double

    func run(update: Bool, selection: FrameSelection?) throws {
        let url = URL(fileURLWithPath: path)
        do {
            if update {
                let recording = try golden.record(to: url, selection: selection, tolerance: tolerance)
                switch recording.changes {
                case nil: print("\(path): recorded a new golden of \(recording.frames) frames")
                case let changes? where changes.isEmpty: print("\(path): re-recorded \(recording.frames) frames, nothing changed")
                case let changes?:
                    print("\(path): re-recorded \(recording.frames) frames; what changed:")
                    print(TraceDriftReport.text(changes, golden: path, tolerance: tolerance), terminator: "")
                }
                return
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure("\(path): no such golden; record it with `animsim trace \(scene) --against \(path) --update`")
            }
            let document = try TraceDocument.read(data)
            let drifts = try golden.drifts(against: document, tolerance: tolerance)
            guard drifts.isEmpty else {
                print("\(scene): " + TraceDriftReport.text(drifts, golden: path, tolerance: tolerance), terminator: "")
                throw CommandFailure.status(1)
            }
            let views = document.frames.first?.strategies.first?.views.count ?? 0
            print("\(scene): matches \(path) within \(TraceNumber.format(tolerance)) (\(document.frames.count) frames, "
                + "\(document.frames.first?.strategies.count ?? 0) strategies, \(views) views)")
        } catch let error as TraceGoldenError {
            throw CommandFailure("\(path): \(error.description)")
        }
    }
}
