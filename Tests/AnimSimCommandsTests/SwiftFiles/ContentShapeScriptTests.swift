import Foundation
import Testing

/// `.contentShape(_:)` through the binary, as a script's tap meets it: a stack of two circles
/// 80 pt apart with a tap gesture. A tap at the stack's centre, in the gap, reaches the
/// gesture only with `.contentShape(Rectangle())` (the whole frame takes touches); without
/// it the script stops at the tap's line, saying the gap draws nothing. On a circle it is
/// taken either way; in a circle's corner (outside its shape) only with the content shape.
@Suite struct ContentShapeScriptTests {
    static func file(named name: String, contentShape: Bool) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @State private var taps = 0

            var body: some View {
                VStack(spacing: 20) {
                    HStack(spacing: 80) {
                        Circle().fill(Color.red).frame(width: 40, height: 40)
                        Circle().fill(Color.blue).frame(width: 40, height: 40)
                    }
                    \(contentShape ? ".contentShape(Rectangle())" : "")
                    .accessibilityIdentifier("pair")
                    .onTapGesture { taps += 1 }
                    Text("taps \\(taps)")
                }
            }
        }

        """
    }

    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// (where the tap lands in the stack's own points, nil for its centre; taken without and
    /// with the content shape).
    static let taps: [([Double]?, Bool, Bool)] = [(nil, false, true), ([20, 20], true, true), ([3, 3], false, true)]

    @Test(arguments: taps)
    func aTapInAGapReachesTheGestureOnlyWithAContentShape(from: [Double]?, bare: Bool, shaped: Bool) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromText = from.map { ", from: [\(Int($0[0])), \(Int($0[1]))]" } ?? ""
        try Data("- { at: 0.5, tap: pair\(fromText) }\n".utf8).write(to: folder.appendingPathComponent("tap.yaml"))
        for (name, shape, taken) in [("Bare", false, bare), ("Shaped", true, shaped)] {
            try Data(Self.file(named: name, contentShape: shape).utf8).write(to: folder.appendingPathComponent("\(name).swift"))
            let run = try AnimSimBinary.run(["trace", "\(name).swift", "--at", "1", "--script", "tap.yaml"], in: folder,
                                            environment: ["XDG_CACHE_HOME": try Self.cache.get().path])
            if taken {
                #expect(run.status == 0, "\(name) \(fromText): \(run.err)")
                // One update: the tap's.
                #expect(run.out.components(separatedBy: "\"update\":\"1\"").count == 3, "\(name) \(fromText): \(run.out.prefix(400))")
            } else {
                let point = from.map { "[\(Int($0[0])), \(Int($0[1]))]" } ?? "[80, 20]"
                #expect(run.status != 0 && run.out.isEmpty, "\(name) \(fromText): \(run.out.prefix(400))")
                #expect(run.err.contains("tap.yaml:1:19: the tap at \(point) in 'pair' lands where it draws nothing"), "\(run.err)")
                #expect(run.err.contains("give it .contentShape(Rectangle()) so that its whole frame takes touches"), "\(run.err)")
            }
        }
    }
}
