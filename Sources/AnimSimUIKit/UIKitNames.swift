#if os(Linux)
/// What `import UIKit` brings to a user's Swift file on Linux (the file is compiled with
/// `-module-alias UIKit=AnimSimUIKit`; Apple's UIKit does not exist there): the few names
/// SwiftUI animation files reach for, each re-exported on its own from the view layer, where
/// they live so that `import AnimSim` and `import SwiftUI` have them too (Apple's SwiftUI
/// re-exports UIKit on iOS). Any other UIKit name is a compile error placed at its use
/// (`cannot find 'UIView' in scope`), which animsim explains (docs/swift.md, "Unsupported").
@_exported import Foundation
@_exported import class AnimSimViews.UIColor
@_exported import typealias AnimSimViews._ColorLiteralType
@_exported import typealias AnimSimViews._ImageLiteralType
@_exported import struct AnimSimViews.CGColor
@_exported import struct AnimSimViews.UITraitCollection
@_exported import enum AnimSimViews.UIUserInterfaceStyle
@_exported import class AnimSimViews.UIScreen
@_exported import class AnimSimViews.UIFeedbackGenerator
@_exported import class AnimSimViews.UIImpactFeedbackGenerator
@_exported import class AnimSimViews.UINotificationFeedbackGenerator
@_exported import class AnimSimViews.UISelectionFeedbackGenerator
@_exported import struct AnimSimViews.UIImage
@_exported import class AnimSimViews.UIBezierPath
@_exported import struct AnimSimViews.UIRectCorner
@_exported import struct AnimSimViews.UIEdgeInsets
// UIKit re-exports CoreGraphics: `CGPath`, `CGMutablePath` and the affine transform with it.
@_exported import AnimSimCoreGraphics
@_exported import enum AnimSimViews.UIKeyboardType
// CGFloat, CGPoint, CGSize and CGRect: Foundation's on Linux.
#endif
