import AnimSimCairo
import Foundation
import Testing

/// `Image("Photo")` in an app folder, through the binary (`SwiftUIImagesFixture`'s picture of
/// four known quadrants, 80 × 60 pixels at 2x): drawn at its natural size, 40 × 30 pt, centred
/// on a 200 × 200 canvas (x 80…120, y 85…115); sized by `resizable`, `scaledToFit` and
/// `scaledToFill` as SwiftUI sizes it; the set's dark file under a dark scheme; SwiftUI's
/// message for a missing name; a placed warning for a file that cannot be decoded.
@Suite struct SwiftUIImagesTests {
    typealias F = SwiftUIImagesFixture

    static let natural = Result { try F.still("        Image(\"Photo\")") }

    /// Each quadrant's colour inside the picture, premultiplied yellow over white, and white around it.
    @Test(arguments: [(90, 92, F.red), (110, 92, F.green), (90, 108, F.blue), (110, 108, F.yellowOnWhite),
                      (78, 100, F.white), (100, 83, F.white), (122, 100, F.white), (100, 117, F.white)])
    func theNaturalPicturesPixels(x: Int, y: Int, expected: PixelBuffer.Pixel) throws {
        let image = try Self.natural.get()
        #expect(image.width == 200 && image.height == 200)
        #expect(image[x, y].distance(to: expected) <= 2, "(\(x), \(y)): \(image[x, y]), expected \(expected)")
    }

    static let pixelArt = Result { try F.still("        Image(\"Photo\").resizable().interpolation(.none).frame(width: 160, height: 120)") }

    /// Stretched 2× onto x 20…180, y 40…160 with `.interpolation(.none)`: every screen pixel
    /// is its nearest picture pixel, so the quadrants meet sharply at x = 100 and y = 100
    /// (smoothing would mix the two pixels on either side).
    @Test(arguments: [(99, 70, F.red), (100, 70, F.green), (99, 99, F.red), (99, 100, F.blue), (100, 100, F.yellowOnWhite),
                      (20, 70, F.red), (19, 70, F.white), (179, 159, F.yellowOnWhite), (180, 159, F.white)])
    func aPixelArtPictureIsSharp(x: Int, y: Int, expected: PixelBuffer.Pixel) throws {
        let image = try Self.pixelArt.get()
        #expect(image[x, y].distance(to: expected) <= 2, "(\(x), \(y)): \(image[x, y]), expected \(expected)")
    }

    /// The trace's picture: the file chosen for a 2x screen, its pixels, and its natural size
    /// (pixels over scale), which is the view's frame.
    @Test func theNaturalSizeIsPixelsOverScale() throws {
        let (views, _) = try F.trace("        Image(\"Photo\").accessibilityIdentifier(\"photo\")")
        #expect(F.numbers(views["photo"]?["frame"]) == [80, 85, 40, 30])
        let image = try #require(views["photo~"]?["image"] as? [String: Any])
        #expect(image["file"] as? String == "Photo.imageset/photo@2x.png")
        #expect(F.numbers(image["pixels"]) == [80, 60] && F.numbers(image["naturalSize"]) == [40, 30] && image["scale"] as? Double == 2)
    }

    /// A resizable picture of ratio 4:3 in a 150-pt square: fit, the largest 4:3 box inside
    /// (150 × 112.5, centred); fill, the smallest around (200 × 150); unscaled, the square.
    @Test(arguments: [(".scaledToFit()", [25, 43.75, 150, 112.5]), (".scaledToFill()", [0, 25, 200, 150]),
                      (".aspectRatio(contentMode: .fit)", [25, 43.75, 150, 112.5]), ("", [25, 25, 150, 150])])
    func aResizablePictureIsSizedAsSwiftUISizesIt(modifier: String, frame: [Double]) throws {
        let (views, _) = try F.trace("        Image(\"Photo\").resizable()\(modifier).frame(width: 150, height: 150)")
        let pictures = views.values.filter { $0["image"] != nil }
        #expect(pictures.count == 1)
        #expect(SurroundingsTests.close(F.numbers(pictures.first?["frame"]), frame, 0.001), "\(pictures)")
    }

    /// Under `.preferredColorScheme(.dark)` the set's dark file is drawn; otherwise the other.
    @Test(arguments: [(".dark", "Photo.imageset/photo-dark@2x.png"), (".light", "Photo.imageset/photo@2x.png")])
    func theDarkAppearancesFileIsChosenUnderADarkScheme(scheme: String, file: String) throws {
        let (views, _) = try F.trace("        Image(\"Photo\").accessibilityIdentifier(\"photo\").preferredColorScheme(\(scheme))")
        #expect((views["photo~"]?["image"] as? [String: Any])?["file"] as? String == file)
    }

    /// A name no image set or file has: SwiftUI's console message, once for two views, placed
    /// at the first call (line 5 of ContentView.swift, the column of its `(`) with the app's
    /// catalog and folder it was looked for in; and nothing drawn, of size zero.
    @Test func aMissingNameIsSaidOnceAndDrawsNothing() throws {
        let (views, err) = try F.trace("        VStack { Image(\"Nope\").accessibilityIdentifier(\"gone\"); Image(\"Nope\") }")
        #expect(err.components(separatedBy: "No image named 'Nope' found in asset catalog for main bundle").count == 2, "\(err)")
        #expect(err.contains("App/ContentView.swift:5:23: warning: No image named 'Nope' found in asset catalog for main bundle; "
            + "AnimSim looked in the asset catalog /"), "\(err)")
        #expect(err.contains("/App/Assets.xcassets, and looked for a file in /") && err.contains("add an image set Nope.imageset"), "\(err)")
        #expect(F.numbers(views["gone"]?["frame"]).suffix(2) == [0, 0])
        #expect(!views.values.contains { $0["image"] != nil || $0["fill"] != nil })
    }

    /// A file that cannot be drawn (a PNG whose header chunk is damaged, a JPEG saved as
    /// .png): a warning placed at the file, once, and a placeholder of 100 × 100 pt; no crash.
    @Test(arguments: [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 40), "warning: not a valid PNG"),
        ([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40), "warning: JPEG is not decoded on Linux"),
    ])
    func aFileThatCannotBeDecodedIsPlacedAndStoodInFor(bytes: [UInt8], message: String) throws {
        let (views, err) = try F.trace("        VStack { Image(\"Photo\").accessibilityIdentifier(\"photo\"); Image(\"Photo\") }", photo: bytes)
        let placed = "App/Assets.xcassets/Photo.imageset/photo@2x.png: " + message
        #expect(err.components(separatedBy: placed).count == 2, "\(err)")
        #expect(F.numbers(views["photo"]?["frame"]).suffix(2) == [100, 100])
        #expect(!views.values.contains { $0["image"] != nil })
    }
}
