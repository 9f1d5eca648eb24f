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
         "ContentView.swift:5:34: error: type 'ImageResource' has no member 'bellagio'; 'ImageResource.bellagio' is an asset symbol, which Xcode (and animsim) generates for each image set of the app's asset catalogs, and no catalog has an image set Xcode names so (animsim found no asset catalog in the app's project or beside its files): add the set to the app's Assets.xcassets, or name the set as it is spelt there, Image(\"bellagio\")"),
        ("", "Color(.brand)",
         "ContentView.swift:5:34: error: type 'UIColor' has no member 'brand'; neither UIKit's colours nor the asset symbols Xcode (and animsim) generates for each colour set of the app's asset catalogs have 'brand' (animsim found no asset catalog in the app's project or beside its files): add the set to the app's Assets.xcassets, or name the set as it is spelt there, Color(\"brand\")"),
    ])
    func xcodesOwnNamesArePlacedAndNamed(header: String, body: String, message: String) throws {
        let text = "import SwiftUI\n\(header)\n\nstruct ContentView: View {\n    var body: some View { \(body) }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 1)
        #expect(run.err.contains(message), "\(run.err)")
    }

    /// A symbol missing from the project's catalogs is said with the catalogs read, nearest
    /// first: `App/Resources/Assets.xcassets` two folders above `App/Code/Card/`, as Xcode
    /// bundles it, and a set there (`charmeleon`) compiles as its symbol.
    @Test func aMissingSymbolNamesTheCatalogsRead() throws {
        let view = "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        VStack { Image(.charmeleon); Image(.blos) }\n    }\n}\n"
        let info = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
        let run = try SurroundingsTests.run(["check", "App/Code/Card/Card.swift"], files: [
            "App.xcodeproj/project.pbxproj": "", "App/Code/Card/Card.swift": view,
            "App/Resources/Assets.xcassets/Contents.json": info,
            "App/Resources/Assets.xcassets/charmeleon.imageset/Contents.json": "{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}",
            "App/Resources/Preview Content/Preview Assets.xcassets/Contents.json": info,
        ])
        #expect(run.status == 1)
        let catalogs = "App/Resources/Assets.xcassets, App/Resources/Preview Content/Preview Assets.xcassets"
        #expect(run.err.contains("Card.swift:5:45: error: type 'ImageResource' has no member 'blos'; 'ImageResource.blos' is an asset symbol, "
                                 + "which Xcode (and animsim) generates for each image set of the app's asset catalogs, and no catalog has an "
                                 + "image set Xcode names so (animsim read \(catalogs)): add the set"), "\(run.err)")
        #expect(!run.err.contains("no member 'charmeleon'"), "\(run.err)")
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
