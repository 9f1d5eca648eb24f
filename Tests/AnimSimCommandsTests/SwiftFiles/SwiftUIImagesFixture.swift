import AnimSimCairo
import Foundation
import Testing

/// An app folder as Xcode lays one out, with a picture made here so its pixels are known in
/// closed form: `Assets.xcassets/Photo.imageset` holds `photo@2x.png`, 80 × 60 pixels (40 × 30
/// pt at 2x) in four quadrants — red top-left, green top-right, blue bottom-left, and yellow
/// at alpha 128 bottom-right (over white: (255, 255, 127)) — and `photo-dark@2x.png`, all
/// magenta, for the dark appearance. `ContentView.swift`'s body is the test's.
enum SwiftUIImagesFixture {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0)
    static let green = PixelBuffer.Pixel(red: 0, green: 255, blue: 0)
    static let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255)
    /// Premultiplied yellow at alpha 128, as the PNG stores it straight (255, 255, 0, 128).
    static let halfYellow = PixelBuffer.Pixel(red: 128, green: 128, blue: 0, alpha: 128)
    static let yellowOnWhite = PixelBuffer.Pixel(red: 255, green: 255, blue: 127)
    static let magenta = PixelBuffer.Pixel(red: 255, green: 0, blue: 255)
    static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255)

    static func quadrants() throws -> [UInt8] {
        var image = PixelBuffer(width: 80, height: 60, fill: white)
        for y in 0..<60 {
            for x in 0..<80 { image[x, y] = y < 30 ? (x < 40 ? red : green) : (x < 40 ? blue : halfYellow) }
        }
        return try PNGEncoder().encode(image)
    }

    static func dark() throws -> [UInt8] { try PNGEncoder().encode(PixelBuffer(width: 80, height: 60, fill: magenta)) }

    static let imageSet = """
        {"images":[{"idiom":"universal","scale":"1x"},
        {"filename":"photo@2x.png","idiom":"universal","scale":"2x"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"photo-dark@2x.png","idiom":"universal","scale":"2x"},
        {"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
        """

    /// The app folder `App/` in a new folder, its picture replaced by `photo` when given.
    static func app(body: String, photo: [UInt8]? = nil) throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        let set = app.appendingPathComponent("Assets.xcassets/Photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let view = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        try Data(view.utf8).write(to: app.appendingPathComponent("ContentView.swift"))
        try Data("{\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"))
        try Data(imageSet.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(try photo ?? quadrants()).write(to: set.appendingPathComponent("photo@2x.png"))
        try Data(try dark()).write(to: set.appendingPathComponent("photo-dark@2x.png"))
        return folder
    }

    static func run(_ arguments: [String], body: String, photo: [UInt8]? = nil) throws -> (AnimSimBinary.Run, URL) {
        let folder = try app(body: body, photo: photo)
        return (try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path]), folder)
    }

    /// The animatable pane's views at t = 0 on a 200 × 200 canvas, by name, and standard error.
    static func trace(_ body: String, photo: [UInt8]? = nil) throws -> ([String: [String: Any]], String) {
        let (run, _) = try Self.run(["trace", "App", "--at", "0", "--strategy", "animatable", "--canvas", "200x200"], body: body, photo: photo)
        try #require(run.status == 0, "\(run.err)")
        return (try SurroundingsTests.views(run.out), run.err)
    }

    /// The animatable pane alone, 200 × 200 pixels, at t = 0.
    static func still(_ body: String) throws -> PixelBuffer {
        let (run, folder) = try Self.run(["render", "App", "--still", "0", "--strategy", "animatable", "--canvas", "200x200",
                                          "--overlays", "none", "-o", "still.png"], body: body)
        try #require(run.status == 0, "\(run.err)")
        return try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("still.png"))
    }

    static func numbers(_ value: Any?) -> [Double] { value as? [Double] ?? [] }
}
