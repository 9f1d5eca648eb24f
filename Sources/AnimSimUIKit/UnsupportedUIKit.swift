#if os(Linux)
/// UIKit's and Core Animation's classes that SwiftUI animation files reach for and that cannot
/// run on Linux, declared unavailable so that a file using one stops at a placed error naming
/// it as unsupported (docs/swift.md, "Unsupported"), not at a bare `cannot find`.
@available(*, unavailable, message: "UIKit views are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class UIView { public init() {} }

@available(*, unavailable, message: "UIKit view controllers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class UIViewController { public init() {} }

@available(*, unavailable, message: "UIKit's application object is not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class UIApplication { public init() {} }

@available(*, unavailable, message: "Core Animation layers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class CALayer { public init() {} }

@available(*, unavailable, message: "Core Animation's particle emitters are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class CAEmitterLayer { public init() {} }

@available(*, unavailable, message: "Core Animation's particle emitters are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class CAEmitterCell { public init() {} }

@available(*, unavailable, message: "Core Animation layers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class CAShapeLayer { public init() {} }

@available(*, unavailable, message: "Core Animation layers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
open class CAGradientLayer { public init() {} }

@available(*, unavailable, message: "Core Animation's animations are not supported on Linux by AnimSim; use withAnimation (docs/swift.md, \"Unsupported\")")
open class CABasicAnimation { public init() {} }

@available(*, unavailable, message: "display links are not supported on Linux by AnimSim; use TimelineView or the scene's clock (docs/swift.md, \"Unsupported\")")
open class CADisplayLink { public init() {} }
#endif
