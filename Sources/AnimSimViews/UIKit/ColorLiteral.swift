import AnimSimCore

/// `#colorLiteral(red:green:blue:alpha:)`, which Xcode's colour picker writes into a file
/// (`Color(#colorLiteral(red: 1, green: 0.49, blue: 0.47, alpha: 1))`). The literal's type is
/// whatever `_ColorLiteralType` names where it is written: UIKit names `UIColor`, and an iOS
/// `import SwiftUI` brings UIKit's, so the literal is a `UIColor` there, handed to
/// `Color(_:)`. Without these the compiler gives up on the whole expression around it.
/// SwiftUI's `Color` takes the literal too (`let coral: Color = #colorLiteral(…)`). The
/// components are sRGB, as Xcode writes them; the colour is the same in both schemes.
public typealias _ColorLiteralType = UIColor

/// The initializer is in the class's body (UIColor.swift), as a class's must be.
extension UIColor: _ExpressibleByColorLiteral {}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
