#if os(Linux)
/// What `import QuartzCore` brings to a user's Swift file on Linux (the file is compiled with
/// `-module-alias QuartzCore=AnimSimQuartzCore`): Core Animation's 4×4 transform and its
/// functions, which SwiftUI code hands to `projectionEffect` (`ProjectionTransform(t)`, `m34`
/// perspective), and CoreGraphics, which QuartzCore re-exports on Apple's platforms. They are
/// the core's declarations, the same `import SwiftUI` exports. Layers (`CALayer`, …) are not:
/// a SwiftUI view has none on Linux, and using one is a compile error animsim explains.
@_exported import AnimSimCoreGraphics
@_exported import struct AnimSimCore.CATransform3D
@_exported import let AnimSimCore.CATransform3DIdentity
@_exported import func AnimSimCore.CATransform3DIsIdentity
@_exported import func AnimSimCore.CATransform3DEqualToTransform
@_exported import func AnimSimCore.CATransform3DMakeTranslation
@_exported import func AnimSimCore.CATransform3DMakeScale
@_exported import func AnimSimCore.CATransform3DMakeRotation
@_exported import func AnimSimCore.CATransform3DConcat
@_exported import func AnimSimCore.CATransform3DTranslate
@_exported import func AnimSimCore.CATransform3DScale
@_exported import func AnimSimCore.CATransform3DRotate
@_exported import func AnimSimCore.CATransform3DMakeAffineTransform
@_exported import func AnimSimCore.CATransform3DIsAffine
@_exported import func AnimSimCore.CATransform3DGetAffineTransform
#endif
