import Foundation

/// An sRGB colour with SwiftUI's named palette (the light-mode system colours).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    /// `0xRRGGBB` or, with `hasAlpha`, `0xRRGGBBAA`.
    public init(hex: UInt32, hasAlpha: Bool = false) {
        let v = hasAlpha ? hex : (hex << 8) | 0xFF
        self.init(red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
                  blue: Double((v >> 8) & 0xFF) / 255, opacity: Double(v & 0xFF) / 255)
    }

    public func opacity(_ value: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * value)
    }

    public static let red = Color(hex: 0xFF3B30)
    public static let orange = Color(hex: 0xFF9500)
    public static let yellow = Color(hex: 0xFFCC00)
    public static let green = Color(hex: 0x34C759)
    public static let mint = Color(hex: 0x00C7BE)
    public static let teal = Color(hex: 0x30B0C7)
    public static let cyan = Color(hex: 0x32ADE6)
    public static let blue = Color(hex: 0x007AFF)
    public static let indigo = Color(hex: 0x5856D6)
    public static let purple = Color(hex: 0xAF52DE)
    public static let pink = Color(hex: 0xFF2D55)
    public static let brown = Color(hex: 0xA2845E)
    public static let gray = Color(hex: 0x8E8E93)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    public static let named: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint,
        "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
        "pink": .pink, "brown": .brown, "gray": .gray, "black": .black, "white": .white, "clear": .clear,
    ]

    /// The palette's name for this colour, if it has one.
    public var name: String? { Self.named.first { $0.value == self }?.key }

    /// `#rrggbb` or `#rrggbbaa`, the stable text form used in display lists and traces.
    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).leftPadded(to: 2)
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return opacity >= 1 ? rgb : rgb + byte(opacity)
    }
}

extension String {
    package func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
