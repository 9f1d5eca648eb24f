#if os(Linux)
/// What `import CoreGraphics` brings to a user's Swift file on Linux (the file is compiled
/// with `-module-alias CoreGraphics=AnimSimCoreGraphics`; Apple's CoreGraphics does not exist
/// there): the names SwiftUI animation code takes from it. `CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect` are Foundation's on Linux; `CGVector` (which it lacks), the affine transform, the
/// line caps and joins and the paths are the core's, the same declarations `import SwiftUI` exports, so a file that
/// imports both sees one of each.
@_exported import Foundation
@_exported import struct AnimSimCore.CGAffineTransform
@_exported import enum AnimSimCore.CGLineCap
@_exported import enum AnimSimCore.CGLineJoin
@_exported import class AnimSimCore.CGPath
@_exported import class AnimSimCore.CGMutablePath
@_exported import enum AnimSimCore.CGPathFillRule
@_exported import struct AnimSimCore.CGVector
#endif
