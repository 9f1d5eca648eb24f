import AnimSimCore
import AnimSimMotion
import Foundation
import Testing

/// The in and out points motion export writes for views that come and go, exactly, for two
/// test scenes (Tests/AnimSimCommandsTests/Scenes) at 60 fps:
/// - row-removal: a and b leave at 0.5 s with a linear 1 s opacity removal; at 1.5 s
///   (frame 90) they are gone, so they are drawn in frames 0…89;
/// - transitions-asymmetric: f and g are inserted at 1.3 s (frame 78) and stay to the end.
@Suite struct LifetimeMarkupTests {
    static func export(_ name: String, as format: MotionExport.Format) throws -> Data {
        let export = try GalleryFitTests.export("Tests/AnimSimCommandsTests/Scenes/\(name).yaml", tolerance: 0.5)
        return try export.export(.position, as: format).data
    }

    static func layers(_ name: String) throws -> [String: (ip: Double, op: Double)] {
        let json = try #require(try JSONSerialization.jsonObject(with: try export(name, as: .lottie)) as? [String: Any])
        var result: [String: (ip: Double, op: Double)] = [:]
        for case let layer as [String: Any] in try #require(json["layers"] as? [Any]) {
            result[try #require(layer["nm"] as? String)] = (try #require(layer["ip"] as? Double), try #require(layer["op"] as? Double))
        }
        return result
    }

    /// A leaving view's layer ends a quarter frame after its last frame (89.25: rlottie
    /// rounds it to 89 and lottie-web stops before 90); the views that stay run to the
    /// animation's out point, 121 frames.
    @Test func lottieLayersStartAndStopOnTheFramesTheViewIsDrawn() throws {
        let removal = try Self.layers("row-removal")
        #expect(removal["v-a/0"]! == (0, 89.25) && removal["v-b/0"]! == (0, 89.25))
        #expect(removal["v-c/0"]! == (0, 121))
        let insertion = try Self.layers("transitions-asymmetric")
        #expect(insertion["tile-f/0"]! == (78, 145) && insertion["tile-g/0"]! == (78, 145))
    }

    /// SVG shows a view from half a frame before its first frame to half a frame after its
    /// last: a ends at 89.5 / 60 s; f begins at 77.5 / 60 s and has no end.
    @Test func svgGroupsAreShownOverTheViewsFrames() throws {
        let removal = String(decoding: try Self.export("row-removal", as: .svg), as: UTF8.self)
        #expect(removal.contains(#"<g id="v-a/0" data-view="v-a/0" display="none""#))
        #expect(removal.contains(#"<set attributeName="display" to="inline" begin="0s" end="1.491667s"/>"#))
        #expect(!removal.contains(#"<g id="v-c/0" data-view="v-c/0" display="none""#))
        let insertion = String(decoding: try Self.export("transitions-asymmetric", as: .svg), as: UTF8.self)
        #expect(insertion.contains(#"<set attributeName="display" to="inline" begin="1.291667s"/>"#))
    }
}
