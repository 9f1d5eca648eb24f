import Foundation

/// Animatable data whose numbers can be listed and written back in order. SwiftUI needs no
/// such thing, but a simulator does: a scene file may animate only part of a layout's
/// `animatableData` (`animatableData: [rotation]`, the article's first step), which masks
/// components, and traces print the presented values by name.
///
/// `Double`, `CGFloat`, `Float`, `AnimatablePair` of such values, `AnimatableVector` and
/// `EmptyAnimatableData` conform; a layout whose data is another type animates whole.
public protocol AnimatableComponents {
    var animatableComponents: [Double] { get set }
}

extension Double: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { [self] }
        set { if let first = newValue.first { self = first } }
    }
}

extension Float: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { [Double(self)] }
        set { if let first = newValue.first { self = Float(first) } }
    }
}

#if !canImport(CoreGraphics)
extension CGFloat: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { [Double(self)] }
        set { if let first = newValue.first { self = CGFloat(first) } }
    }
}
#endif

extension EmptyAnimatableData: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { [] }
        set {}
    }
}

extension AnimatableVector: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { components }
        set { components = newValue }
    }
}

extension AnimatablePair: AnimatableComponents where First: AnimatableComponents, Second: AnimatableComponents {
    public var animatableComponents: [Double] {
        get { first.animatableComponents + second.animatableComponents }
        set {
            let split = first.animatableComponents.count
            first.animatableComponents = Array(newValue.prefix(split))
            second.animatableComponents = Array(newValue.dropFirst(split))
        }
    }
}
