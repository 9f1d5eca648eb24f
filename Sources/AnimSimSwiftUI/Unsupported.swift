#if os(Linux)
import AnimSimViews

/// SwiftUI API that cannot run on Linux, declared unavailable so that a file using it stops
/// at a placed error naming it, `ContentView.swift:12:14: error: 'colorEffect(_:isEnabled:)'
/// is unavailable: Metal shaders are not supported on Linux by AnimSim (docs/swift.md,
/// "Unsupported")`, rather than at `cannot find` or the compiler's `failed to produce
/// diagnostic for expression`. docs/swift.md's "Unsupported" list says what each gets.

/// Metal shaders: there is no Metal on Linux to compile or run them.
@available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
@dynamicMemberLookup
public struct ShaderLibrary {
    /// `ShaderLibrary.ripple(…)`: any function name, so the error is the library's unavailability.
    public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
    public static var `default`: ShaderLibrary { fatalError() }
    public subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
}

@available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct ShaderFunction {
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { fatalError() }
}

/// Its `Argument`s are spelled as SwiftUI's (`.float2(size.width, size.height)`), so a call
/// stops at the shader's unavailability, not at `type 'Any' has no member 'float2'`.
@available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct Shader {
    public struct Argument {
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { fatalError() }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { fatalError() }
        public static func float2(_ point: CGPoint) -> Argument { fatalError() }
        public static func float2(_ size: CGSize) -> Argument { fatalError() }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { fatalError() }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { fatalError() }
        public static func floatArray(_ array: [Float]) -> Argument { fatalError() }
        public static func color(_ color: Color) -> Argument { fatalError() }
        public static func colorArray(_ array: [Color]) -> Argument { fatalError() }
        public static func image(_ image: Image) -> Argument { fatalError() }
        public static var boundingRect: Argument { fatalError() }
    }
}

extension View {
    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }

    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }

    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}

/// The same effects inside `.visualEffect { content, proxy in content.layerEffect(…) }`,
/// where iOS 17 files reach the view's size for a shader: without them the file would stop at
/// `value of type 'EmptyVisualEffect' has no member 'layerEffect'`, which does not say why.
extension VisualEffect {
    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }

    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }

    @available(*, unavailable, message: "Metal shaders are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}

/// UIKit views inside SwiftUI: there is no UIKit on Linux to make or draw them. Each protocol
/// names its `Context`, as SwiftUI's does, so `makeUIView(context: Context)` stops at the
/// context's unavailability, which says why, not at `cannot find type 'Context' in scope`.
@available(*, unavailable, message: "UIKit views are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public protocol UIViewRepresentable {
    typealias Context = UIViewRepresentableContext<Self>
}

@available(*, unavailable, message: "UIKit views are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct UIViewRepresentableContext<Representable> {}

@available(*, unavailable, message: "UIKit view controllers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public protocol UIViewControllerRepresentable {
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(*, unavailable, message: "UIKit view controllers are not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct UIViewControllerRepresentableContext<Representable> {}

@available(*, unavailable, message: "SpriteKit is not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct SpriteView {}

@available(*, unavailable, message: "SceneKit is not supported on Linux by AnimSim (docs/swift.md, \"Unsupported\")")
public struct SceneView {}
#endif
