import Foundation
import Testing

/// `Color("X")` for a name the app's colour sets lack, through the binary, in the app folder of
/// `SwiftUIImagesFixture` (its `Assets.xcassets` has an image set and no colour set): SwiftUI
/// logs `No color named 'X' found in asset catalog for main bundle` and draws the colour
/// clear. AnimSim says it as a compiler's warning placed at the call, once a name, with the
/// catalog it looked in, as it says a missing image (`SwiftUIImagesTests`).
@Suite struct SwiftUIAssetColorsTests {
    typealias F = SwiftUIImagesFixture

    /// Two calls of one missing name on lines 5 and 6: one warning, placed at the first call
    /// (line 5, the column of its `(`: 8 spaces, then `VStack { Circle().fill(Color` is 28 characters).
    @Test func aMissingColourIsPlacedAtItsCallOnce() throws {
        let (views, err) = try F.trace("        VStack { Circle().fill(Color(\"Nope\")).frame(width: 40, height: 40).accessibilityIdentifier(\"dot\")\n"
            + "            Rectangle().fill(Color(\"Nope\")).frame(width: 40, height: 40) }")
        #expect(err.components(separatedBy: "No color named 'Nope' found in asset catalog for main bundle").count == 2, "\(err)")
        #expect(err.contains("App/ContentView.swift:5:37: warning: No color named 'Nope' found in asset catalog for main bundle; "
            + "AnimSim looked in the asset catalog /"), "\(err)")
        #expect(err.contains("/App/Assets.xcassets; add a colour set Nope.colorset to the app's Assets.xcassets. The colour is clear"),
                "\(err)")
        #expect(F.numbers(views["dot"]?["frame"]).suffix(2) == [40, 40], "\(views)")
        #expect(!views.values.contains { ($0["fill"] as? [Double])?.last ?? 0 > 0 }, "\(views)")
    }
}
