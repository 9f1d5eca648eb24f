import AnimSimCairo
import Foundation
import Testing

/// What the window shows is the frame itself. Frames are copied into an opaque XRGB texture
/// (`SDLWindow.upload`), not an ARGB one that SDL blends pixel by pixel at every present: the
/// screen must still hold the frame's exact bytes, which only a wrong texture format (channels
/// swapped, alpha read as colour) or a blend with the letterbox colour would change.
@Suite struct SDLWindowPixelsTests {
    /// The wheel's frame is 660×484 points; the window leaves out the heading band (the
    /// scene's title is the window's), so a 660×436 window draws the rest at 1:1, the scale P
    /// saves at. Below the heading the screen holds the saved frame's bytes, down to the HUD
    /// band, where the window adds its status line and divergence strip.
    @Test func theScreenHoldsTheSavedFramesPixels() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--start", "0.5", "--size", "660x436",
                                          "--hide-controls"], display: display, directory: directory)
        try player.waitForWindow()
        let shown = try player.waitForFullFrame(at: "0.500")
        let saved = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame()))
        try #require(saved.width == 660 && saved.height == 484, "the wheel's frame is \(saved.width)×\(saved.height)")
        try #require(shown.width == 660 && shown.height == 436, "the window is \(shown.width)×\(shown.height)")
        #expect(shown.distinctColours(sampling: 8) > 8, "the window shows a frame, not a blank")
        let heading = saved.height - shown.height
        var differing = 0
        for y in 0..<Int(Double(shown.height) * 0.75) {
            for x in 0..<shown.width where shown[x, y] != saved[x, y + heading] { differing += 1 }
        }
        #expect(differing == 0, "pixels of the panes on screen that are not the frame's")
        try player.press("Escape")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
