import AnimSimCore
import AnimSimNodeBuilder
import AnimSimPresentation
import Foundation
import Testing
@testable import AnimSimSDL

/// Aspect-fit, HiDPI scale and mapping the mouse back onto the frame.
@Suite struct WindowLetterboxTests {
    @Test func renderScaleFitsTheLimitingSideWithoutOverflow() {
        let box = Letterbox(content: CGSize(width: 660, height: 436), drawable: CGSize(width: 1320, height: 1000))
        #expect(abs(box.renderScale - 2) < 1e-6)
        let pixels = CompositionLayout.pixelSizeForTest(CGSize(width: 660, height: 436), scale: box.renderScale)
        #expect(pixels.width <= 1320 && pixels.height <= 1000)
    }

    @Test func hiDPIDrawablesRenderAtTheirPixelSize() {
        // A 1280×720 window on a 2× screen has a 2560×1440 drawable: frames are rendered for it.
        let box = Letterbox(content: CGSize(width: 640, height: 360), drawable: CGSize(width: 2560, height: 1440))
        #expect(abs(box.renderScale - 4) < 1e-6)
    }

    @Test func framesThatFitAreCentredOneToOne() {
        let box = Letterbox(content: .zero, drawable: CGSize(width: 1000, height: 800))
        #expect(box.destination(forFrame: CGSize(width: 1000, height: 600)) == CGRect(x: 0, y: 100, width: 1000, height: 600))
        #expect(box.destination(forFrame: CGSize(width: 999, height: 800)) == CGRect(x: 0, y: 0, width: 999, height: 800))
    }

    @Test func staleFramesAreStretchedToFitKeepingTheirAspect() {
        let box = Letterbox(content: .zero, drawable: CGSize(width: 1000, height: 800))
        #expect(box.destination(forFrame: CGSize(width: 500, height: 200)) == CGRect(x: 0, y: 200, width: 1000, height: 400))
        #expect(box.destination(forFrame: CGSize(width: 2000, height: 3200)) == CGRect(x: 250, y: 0, width: 500, height: 800))
    }

    @Test func pixelsMapBackToPoints() {
        let box = Letterbox(content: CGSize(width: 500, height: 200), drawable: CGSize(width: 1000, height: 800))
        let destination = box.destination(forFrame: CGSize(width: 1000, height: 400))
        #expect(box.point(atPixel: CGPoint(x: 500, y: 400), destination: destination) == CGPoint(x: 250, y: 100))
        #expect(box.point(atPixel: CGPoint(x: 0, y: 200), destination: destination) == CGPoint(x: 0, y: 0))
    }
}

extension CompositionLayout {
    static func pixelSizeForTest(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }
}
