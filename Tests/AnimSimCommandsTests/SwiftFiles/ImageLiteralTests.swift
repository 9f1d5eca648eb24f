import Foundation
import Testing

/// `#imageLiteral(resourceName:)` (amosgyamfi's IncomingMessageView line 11,
/// `Image(uiImage: #imageLiteral(resourceName: "love"))`), through the binary in
/// `SwiftUIImagesFixture`'s app folder: the literal is UIKit's `UIImage`, found by name as
/// `UIImage(named:)` finds it, so the picture draws at its natural 40 × 30 pt; a name the app
/// lacks draws nothing, of size zero, with one line saying that iOS would stop there.
@Suite struct ImageLiteralTests {
    @Test func anImageLiteralIsTheAppsPicture() throws {
        let (views, err) = try SwiftUIImagesFixture.trace("""
                VStack(spacing: 0) {
                    Image(uiImage: #imageLiteral(resourceName: "Photo")).accessibilityIdentifier("literal")
                    Image(uiImage: #imageLiteral(resourceName: "Nope")).accessibilityIdentifier("missing")
                    Image(uiImage: #imageLiteral(resourceName: "Nope")).accessibilityIdentifier("again")
                }
        """)
        let literal = SwiftUIImagesFixture.numbers(views["literal"]?["frame"])
        #expect(literal.suffix(2) == [40, 30], "\(views["literal"] ?? [:]) \(err)")
        for name in ["missing", "again"] {
            #expect(SwiftUIImagesFixture.numbers(views[name]?["frame"]).suffix(2) == [0, 0], "\(views[name] ?? [:]) \(err)")
        }
        let line = "#imageLiteral(resourceName: \"Nope\"): no image named 'Nope' in the app; AnimSim looked in the asset catalog "
        #expect(err.components(separatedBy: line).count == 2, "\(err)")
        #expect(err.contains("On iOS the app stops here (UIKit unwraps a nil UIImage); AnimSim draws nothing, of size zero"), "\(err)")
        #expect(!err.contains("No image named 'Nope' found in asset catalog"), "\(err)")
    }

    /// The literal is a `UIImage` wherever `_ImageLiteralType` decides its type, as on iOS.
    @Test func theLiteralsTypeIsUIImage() throws {
        let (views, err) = try SwiftUIImagesFixture.trace("""
                let icon = #imageLiteral(resourceName: "Photo")
                return Color.red.frame(width: icon.size.width * 2, height: icon.size.height).accessibilityIdentifier("sized")
        """)
        #expect(SwiftUIImagesFixture.numbers(views["sized"]?["frame"]).suffix(2) == [80, 30], "\(views["sized"] ?? [:]) \(err)")
    }
}
