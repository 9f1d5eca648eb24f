import AnimSim
import AnimSimScene
import Foundation

/// `SpiralTrace [SCENE] [check]`: registers `spiral` next to the built-in layouts, loads the
/// scene (default: spiral.yaml beside this package) and prints its JSON trace, or its
/// one-line summary with `check`. Errors go to stderr with their positions.
var registry = LayoutRegistry.standard
registry.register("spiral", summary: "views on an Archimedean spiral",
                  parameters: [.length("spacing", default: 20, summary: "how far each turn moves out"),
                               .angle("step", default: .degrees(30), summary: "angle between neighbours"),
                               .angle("turn", default: .zero, summary: "rotation of the whole spiral")],
                  animatableData: ["spacing", "turn"]) { args in
    AnyLayout(SpiralLayout(spacing: args.cgFloat("spacing"), step: args.angle("step"), turn: args.angle("turn")))
}

struct Output: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardOutput.write(Data(string.utf8)) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let path = arguments.first { $0.hasSuffix(".yaml") }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../spiral.yaml").standardized.path
do {
    let loaded = try SceneLoader(registry: registry).load(contentsOf: path)
    let evaluator = try loaded.evaluator()
    if arguments.contains("check") {
        print("\(path): \(loaded.summary(frameCount: evaluator.frameCount, duration: evaluator.duration))")
    } else {
        var output = Output()
        try TraceWriter(loaded: loaded, evaluator: evaluator).write(.json, selection: .frames(0...2), to: &output)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
