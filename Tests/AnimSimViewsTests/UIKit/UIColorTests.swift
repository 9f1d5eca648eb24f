import AnimSim
import Testing

/// UIKit's colours as published SwiftUI files use them: system colours with iOS's light and
/// dark values, `cgColor.components`, fixed colours and constructors.
@Suite struct UIColorTests {
    static let cases: [(UIColor, Color, Color)] = [
        (UIColor.systemRed, Color(hex: 0xFF3B30), Color(hex: 0xFF453A)),
        (UIColor.systemBlue, Color(hex: 0x007AFF), Color(hex: 0x0A84FF)),
        (UIColor.systemGray6, Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E)),
        (UIColor.systemBackground, Color(hex: 0xFFFFFF), Color(hex: 0x000000)),
        (UIColor.label, Color(hex: 0x000000), Color(hex: 0xFFFFFF)),
        (UIColor.secondaryLabel, Color(hex: 0x3C3C43).opacity(0.6), Color(hex: 0xEBEBF5).opacity(0.6)),
    ]

    @Test(arguments: cases)
    func systemColoursHaveBothAppearances(color: UIColor, light: Color, dark: Color) {
        #expect(color.resolved(for: .light) == light)
        #expect(color.resolved(for: .dark) == dark)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color == dark)
    }

    @Test func componentsAreRedGreenBlueAlpha() {
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor.gray.cgColor.components == [0.5, 0.5, 0.5, 1])
        #expect(UIColor.systemPink.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(Color(cgColor: UIColor.orange.cgColor) == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func aDynamicProviderIsAskedForEachAppearance() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolved(for: .light) == Color(red: 0, green: 0, blue: 0))
        #expect(color.resolved(for: .dark) == Color(red: 1, green: 1, blue: 1))
    }

    /// Outside a host, the screen is the commands' default canvas.
    @Test func theScreenOutsideAHostIsTheDefaultCanvas() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 400, height: 400))
    }
}
