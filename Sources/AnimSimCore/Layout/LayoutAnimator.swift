import Foundation

/// The presentation history of one layout's `animatableData`: SwiftUI's animator for a
/// `Layout`'s animatable attribute. It is typed (`AnimatedValue<L.AnimatableData>`), so the
/// interpolated value is the layout's own data, set back through its own `animatableData`
/// setter: a layout is never rebuilt from a dictionary of interpolated numbers.
protocol LayoutAnimator: Sendable {
    /// The model layout changed at `time` in a transaction with `animation`. Nil when the new
    /// layout has another type (an `AnyLayout` switch): its data cannot be interpolated from
    /// this one's, so the caller starts a new animator. `animates` tells whether the change
    /// touched the selected components, i.e. whether this layout animates in the transaction.
    func adding(_ layout: any ErasedLayout, at time: Double, animation: Animation?) -> (animator: any LayoutAnimator, animates: Bool)?
    /// `model` (the layout at the current model state) with its selected components shown as
    /// they are at `time`.
    func present(_ model: any ErasedLayout, at time: Double) -> any ErasedLayout
    /// From when the presentation no longer changes.
    var settleTime: Double { get }
    /// Whether two values of this animator's layout type hold the same data: presenting an
    /// unchanged value must not make the layout run again.
    func sameData(_ a: any ErasedLayout, _ b: any ErasedLayout) -> Bool
    /// Whether `other` holds this very history (`AnimatedValue.sharesHistory`): then it
    /// presents the same data at every instant.
    func sharesHistory(with other: any LayoutAnimator) -> Bool
}

struct TypedLayoutAnimator<L: Layout>: LayoutAnimator {
    let value: AnimatedValue<L.AnimatableData>
    /// Which components animate; nil: all of them.
    let mask: [Bool]?

    func adding(_ layout: any ErasedLayout, at time: Double, animation: Animation?) -> (animator: any LayoutAnimator, animates: Bool)? {
        guard let typed = (layout as? LayoutBox<L>)?.layout else { return nil }
        let target = typed.animatableData
        let delta = target - value.modelValue(at: time)
        let changed: Bool
        if let mask, let components = (delta as? AnimatableComponents)?.animatableComponents {
            changed = zip(components, mask).contains { $0.1 && $0.0 != 0 }
        } else {
            changed = delta.magnitudeSquared > 0
        }
        // An unchanged attribute gets no animator, as in SwiftUI: running ones carry on.
        guard changed else { return (self, false) }
        return (TypedLayoutAnimator(value: value.adding(at: time, target: target, animation: animation), mask: mask),
                animation != nil)
    }

    /// SwiftUI's animations are additive: what is shown is the model's data plus what the
    /// running animations still owe (presentation − model of this animator's history). A
    /// value that changes without a transaction (a keyframe track feeding the body) is shown
    /// as it is, and owes nothing.
    func present(_ model: any ErasedLayout, at time: Double) -> any ErasedLayout {
        guard let box = model as? LayoutBox<L> else { return model }
        var layout = box.layout
        let owed = Self.owed(value, at: time)
        if let mask, var merged = layout.animatableData as? AnimatableComponents,
           let offsets = (owed as? AnimatableComponents)?.animatableComponents {
            var components = merged.animatableComponents
            for index in components.indices where index < mask.count && mask[index] && index < offsets.count {
                components[index] += offsets[index]
            }
            merged.animatableComponents = components
            if let data = merged as? L.AnimatableData { layout.animatableData = data }
        } else {
            layout.animatableData = layout.animatableData + owed
        }
        return box.presenting(layout)
    }

    /// `value(at:) − modelValue(at:)`. For the commonest data, one `Double` (a polygon's
    /// sides, an angle) or a pair of them (a star's), read through `AnimatedValue`'s code
    /// specialised for that type: this animator is only ever called through `any
    /// LayoutAnimator`, so the generic reading (each `+` and `scale` a witness call, the
    /// value's metadata looked up) was a quarter of evaluating 1,000 animating polygons. The
    /// same operations in the same order, so the same bits.
    /// The typed value is read in place through a pointer: `unsafeBitCast` copied it, a
    /// retain and a release of its array of changes for every shape at every frame.
    static func owed(_ value: AnimatedValue<L.AnimatableData>, at time: Double) -> L.AnimatableData {
        if L.AnimatableData.self == Double.self {
            let owed = withUnsafePointer(to: value) { pointer in
                pointer.withMemoryRebound(to: AnimatedValue<Double>.self, capacity: 1) { $0.pointee.value(at: time) - $0.pointee.modelValue(at: time) }
            }
            return unsafeBitCast(owed, to: L.AnimatableData.self)
        }
        if L.AnimatableData.self == AnimatablePair<Double, Double>.self {
            let owed = withUnsafePointer(to: value) { pointer in
                pointer.withMemoryRebound(to: AnimatedValue<AnimatablePair<Double, Double>>.self, capacity: 1) {
                    $0.pointee.value(at: time) - $0.pointee.modelValue(at: time)
                }
            }
            return unsafeBitCast(owed, to: L.AnimatableData.self)
        }
        return value.value(at: time) - value.modelValue(at: time)
    }

    var settleTime: Double { value.settleTime }

    func sharesHistory(with other: any LayoutAnimator) -> Bool {
        guard let other = other as? TypedLayoutAnimator<L> else { return false }
        return mask == other.mask && value.sharesHistory(with: other.value)
    }

    func sameData(_ a: any ErasedLayout, _ b: any ErasedLayout) -> Bool {
        guard let a = (a as? LayoutBox<L>)?.layout, let b = (b as? LayoutBox<L>)?.layout else { return false }
        return (a.animatableData - b.animatableData).magnitudeSquared == 0
    }
}
