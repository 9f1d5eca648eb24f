import Foundation
import Testing
import AnimSim

/// `.imageScale(_:)` sizes an `Image(systemName:)` placeholder by Apple's symbol scale
/// factors (small 0.8, medium 1, large 1.3 × the medium side, 1.2 × the font size), with
/// the font it is in; `.symbolRenderingMode` is accepted and changes nothing.
@MainActor @Suite struct ImageScaleTests {
    @Test(arguments: [(Image.Scale.small, 0.8), (.medium, 1.0), (.large, 1.3)])
    func aSymbolIsItsScalesFactorOfTheMediumSide(scale: Image.Scale, factor: Double) throws {
        let box = try ImageTests.box(Image(systemName: "heart").imageScale(scale))
        #expect(abs(Double(box.frame.width) - 20.4 * factor) < 1e-9 && abs(Double(box.frame.height) - 20.4 * factor) < 1e-9,
                "\(box.frame)")
    }

    /// The scale and the font combine: 56-pt text, large: 56 × 1.2 × 1.3.
    @Test func theScaleAndTheFontCombine() throws {
        let box = try ImageTests.box(VStack { Image(systemName: "heart").font(.system(size: 56)) }.imageScale(.large))
        #expect(abs(Double(box.frame.width) - 56 * 1.2 * 1.3) < 1e-9, "\(box.frame)")
    }

    @Test func theRenderingModeChangesNothing() throws {
        let plain = try ImageTests.box(Image(systemName: "heart").foregroundStyle(Color.red))
        let multicolor = try ImageTests.box(Image(systemName: "heart").symbolRenderingMode(.multicolor).foregroundStyle(Color.red))
        #expect(plain.frame == multicolor.frame && plain.stroke?.color == multicolor.stroke?.color)
    }
}
