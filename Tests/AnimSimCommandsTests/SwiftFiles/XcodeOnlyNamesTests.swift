import Foundation
import Testing

/// What Xcode gives an app and a file compiled on Linux cannot have, said where the compiler
/// stops, through `check` (`XcodeOnlyNames`): a playground's `import PlaygroundSupport`,
/// another missing module, and the asset symbols Xcode generates (`Image(.bellagio)`); and an
/// `ImageResource` made by hand, which draws the catalog's image.
@Suite struct XcodeOnlyNamesTests {
    @Test(arguments: [
        ("import PlaygroundSupport", "Color.red",
         "ContentView.swift:2:8: error: no such module 'PlaygroundSupport'; PlaygroundSupport (a playground's live view) is not supported on Linux by AnimSim"),
        ("import GameplayKit", "Color.red",
         "ContentView.swift:2:8: error: no such module 'GameplayKit'; the module 'GameplayKit' is not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")"),
        ("", "Image(.bellagio)",
         "ContentView.swift:5:34: error: type 'ImageResource' has no member 'bellagio'; 'ImageResource.bellagio' is an asset symbol, which Xcode (and animsim) generates for each image set of the asset catalogs beside the app's files and above them up to its project's folder, and none of those catalogs has an image set Xcode names so: add the set to the app's Assets.xcassets, or name the set as it is spelt there, Image(\"bellagio\")"),
        ("", "Color(.brand)",
         "ContentView.swift:5:34: error: type 'UIColor' has no member 'brand'; neither UIKit's colours nor the asset symbols Xcode (and animsim) generates for each colour set of the asset catalogs beside the app's files have 'brand': add the set to the app's Assets.xcassets, or name the set as it is spelt there, Color(\"brand\")"),
    ])
    func xcodesOwnNamesArePlacedAndNamed(header: String, body: String, message: String) throws {
        let text = "import SwiftUI\n\(header)\n\nstruct ContentView: View {\n    var body: some View { \(body) }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains(message), "\(run.err)")
    }

    /// A missing asset symbol inside a stack inside a stack (DuoGetStarted's face) is named
    /// where it is written; the stacks are not mentioned, nor anything of AnimSim's own (the
    /// stacks once were one generic type, and the compiler said a `ZStack` was not a `VStack`).
    @Test(arguments: ["ZStack", "VStack", "HStack"])
    func aMissingNameInAStackIsNamedNotTheStack(stack: String) throws {
        let text = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        \(stack) {
                            Image("body")
                            HStack(spacing: 82) { Image("hand") }
                            VStack {
                                Image(.duoMouth)
                            }
                        }
                    }
                }
            }

            """
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains("ContentView.swift:10:28: error: type 'ImageResource' has no member 'duoMouth'"), "\(run.err)")
        #expect(!run.err.contains("_Stack") && !run.err.contains("StackLayout") && !run.err.contains("Sources/AnimSim"), "\(run.err)")
    }

    /// `Image(ImageResource(name:bundle:))` is the catalog's image by that name: 40 × 30 pt.
    @Test func aResourceMadeByHandDrawsTheImage() throws {
        let (views, err) = try SwiftUIImagesFixture.trace("""
                Image(ImageResource(name: "Photo", bundle: .main)).accessibilityIdentifier("photo")
        """)
        #expect(SwiftUIImagesFixture.numbers(views["photo"]?["frame"]).suffix(2) == [40, 30], "\(views["photo"] ?? [:]) \(err)")
    }
}
