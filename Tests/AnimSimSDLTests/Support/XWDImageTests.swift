import AnimSimCairo
import Foundation
import Testing

/// `XWDImage` against a decoder that has read X window dumps for thirty years: ImageMagick's
/// `convert` turns the same dump of the player's window into a PNG, and the two agree pixel
/// for pixel. A decoder that swapped red and blue, misread the row length or the byte order
/// fails here, on the wheel's coloured views, rather than as a vague difference in a window
/// test downstream.
@Suite(.enabled(if: TestDisplay.available && ChildProcess.which("convert") != nil, Comment(rawValue: TestDisplay.skipReason)))
struct XWDImageTests {
    @Test func aWindowDumpDecodesAsImageMagickDecodesIt() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--start", "1.2", "--size", "660x484"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        _ = try player.waitForFullFrame(at: "1.200")
        let dump = directory.appendingPathComponent("window.xwd"), png = directory.appendingPathComponent("window.png")
        let xwd = try ChildProcess.run(ChildProcess.which("xwd")!, ["-silent", "-id", player.windowID, "-out", dump.path],
                                       environment: display.environment)
        #expect(xwd.status == 0, "\(xwd.stdout)")
        let convert = try ChildProcess.run(ChildProcess.which("convert")!, ["xwd:\(dump.path)", "png:\(png.path)"])
        #expect(convert.status == 0, "\(convert.stdout)")

        let ours = try XWDImage(contentsOf: dump).pixels, theirs = try PNGDecoder().decode(contentsOf: png)
        #expect(ours.width == 660 && ours.height == 484, "\(ours.width)×\(ours.height)")
        #expect(ours.distinctColours(sampling: 8) > 8, "the dump shows the wheel's colours")
        #expect(ours.differences(from: theirs) == 0, "pixels where the two decoders disagree")
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }
}
