import Foundation
import Testing

/// What a published file reaches for that AnimSim cannot draw on Linux (Core Animation's
/// emitters, UIKit's image renderer, Metal shaders, a modifier it does not have, app fonts): each is
/// said where it is written, as unsupported or as standing in, through `check` (the binary,
/// with `SurroundingsTests.run`'s folder of files and shared cache).
@Suite struct SurroundingsUnsupportedTests {
    /// What cannot run on Linux stops at a placed error naming it as unsupported.
    @Test(arguments: [
        ("let layer = CAEmitterLayer()", "ContentView.swift:5:17: error: 'CAEmitterLayer' is unavailable: Core Animation's particle emitters are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")"),
        ("let renderer = UIGraphicsImageRenderer(size: .zero)", "ContentView.swift:5:20: error: cannot find 'UIGraphicsImageRenderer' in scope; UIKit's 'UIGraphicsImageRenderer' is not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")"),
        ("let shader = ShaderLibrary.self", "ContentView.swift:5:18: error: 'ShaderLibrary' is unavailable: Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")"),
    ])
    func unsupportedAPIIsPlacedAndNamed(line: String, message: String) throws {
        let text = "import SwiftUI\nimport UIKit\n\nstruct ContentView: View {\n    \(line)\n    var body: some View { Color.red }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains(message), "\(run.err)")
    }

    /// A modifier AnimSim does not have, on a stack whose type the compiler spells with an
    /// `aka`, is said to be unsupported.
    @Test func aMissingModifierOnAStackIsSaidToBeUnsupported() throws {
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        ZStack { Color.red }\n"
            + "            .scrollIndicatorsFlash(onAppear: true)\n    }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains("ContentView.swift:6:14: error: value of type 'ZStack<Color>'"), "\(run.err)")
        #expect(run.err.contains("has no member 'scrollIndicatorsFlash'; 'scrollIndicatorsFlash' is not a modifier AnimSim has on Linux (docs/swift.md, \"Unsupported\")"),
                "\(run.err)")
    }

    /// A Metal shader in a modifier chain is named at the modifier.
    @Test func aShaderModifierIsPlaced() throws {
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Color.red\n            .colorEffect(ShaderLibrary.ripple())\n    }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains("ContentView.swift:6:"), "\(run.err)")
        #expect(run.err.contains("Metal shaders are not supported on Linux by AnimSim"), "\(run.err)")
    }

    /// A shader inside `.visualEffect`, where iOS 17 files reach the view's size, is named
    /// at the effect, not reported as a member `EmptyVisualEffect` lacks.
    @Test(arguments: ["layerEffect", "colorEffect", "distortionEffect"])
    func aShaderEffectInAVisualEffectIsPlacedAndNamed(effect: String) throws {
        let call = effect == "colorEffect" ? "\(effect)(shader)" : "\(effect)(shader, maxSampleOffset: .zero)"
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Color.red\n"
            + "            .visualEffect { content, proxy in\n                let shader = ShaderLibrary.burn(.float2(proxy.size.width, proxy.size.height), .float(1))\n"
            + "                return content.\(call)\n            }\n    }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        let signature = effect == "colorEffect" ? "colorEffect(_:isEnabled:)" : "\(effect)(_:maxSampleOffset:isEnabled:)"
        #expect(run.err.contains("ContentView.swift:8:32: error: '\(signature)' is unavailable: Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")"),
                "\(run.err)")
        #expect(!run.err.contains("has no member"), "\(run.err)")
    }

    /// `check` says once that a custom font is drawn in the system font.
    @Test func checkSaysOnceThatCustomFontsStandIn() throws {
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        VStack {\n"
            + "            Text(\"a\").font(.custom(\"Avenir\", size: 18))\n            Text(\"b\").font(.custom(\"Avenir\", size: 20))\n"
            + "        }\n    }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.components(separatedBy: "Font.custom \"Avenir\": Linux has no app fonts").count == 2, "\(run.err)")
    }
}
