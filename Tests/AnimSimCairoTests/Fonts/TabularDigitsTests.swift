import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// `.monospacedDigit()` changes nothing in AnimSim because the faces it draws text in, DejaVu
/// Sans and DejaVu Sans Bold, already give the ten digits one advance each: a number that
/// changes keeps its width, as SwiftUI's tabular figures make it.
@Suite struct TabularDigitsTests {
    @Test(arguments: [false, true])
    func everyDigitHasOneAdvance(bold: Bool) throws {
        let measurer = try #require(bold ? CairoTextMeasurer.sharedBold : CairoTextMeasurer.shared)
        let widths = (0...9).map { measurer.width(of: String($0), fontSize: 20) }
        #expect(Set(widths).count == 1, "\(widths)")
        // So any two numbers of as many digits are as wide.
        #expect(measurer.width(of: "1111", fontSize: 17) == measurer.width(of: "8808", fontSize: 17))
    }
}
