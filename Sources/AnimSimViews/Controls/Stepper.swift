import AnimSimCore

/// SwiftUI's `Stepper` on iOS: the label leading, UIStepper's 94×32 control trailing, as wide
/// as it is proposed. A use steps up (within the range), or sets `value:` (clamped), through
/// its binding; below `.disabled(true)` it writes nothing and dims (`DisabledControl`).
public struct Stepper<Label: View>: _PrimitiveView {
    let increment: () -> Void
    let set: (Double) -> Void
    /// The value now and one step, as numbers: what the window's − half sets (`value - step`).
    let current: () -> Double
    let stepSize: Double
    let label: Label

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) where V: BinaryInteger {
        increment = { if value.wrappedValue.advanced(by: step) <= bounds.upperBound { value.wrappedValue = value.wrappedValue.advanced(by: step) } }
        set = { value.wrappedValue = min(max(V(exactly: $0.rounded()) ?? bounds.lowerBound, bounds.lowerBound), bounds.upperBound) }
        current = { Double(value.wrappedValue) }
        stepSize = Double(V.zero.advanced(by: step))
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) where V: BinaryInteger {
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        set = { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue }
        current = { Double(value.wrappedValue) }
        stepSize = Double(V.zero.advanced(by: step))
        self.label = label()
    }

    /// SwiftUI's `Stepper` takes any `Strideable`: a `Double` value (`Stepper("Scale",
    /// value: $amount.animation(), in: 1...10)`, as Hacking with Swift's animation lessons
    /// write it) steps by `step` within the bounds as an integer does.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        increment = { if value.wrappedValue.advanced(by: step) <= bounds.upperBound { value.wrappedValue = value.wrappedValue.advanced(by: step) } }
        set = { value.wrappedValue = min(max(V($0), bounds.lowerBound), bounds.upperBound) }
        current = { Double(value.wrappedValue) }
        stepSize = Double(step)
        self.label = label()
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        set = { value.wrappedValue = V($0) }
        current = { Double(value.wrappedValue) }
        stepSize = Double(step)
        self.label = label()
    }

    /// UIStepper's size, in points.
    public static var size: CGSize { CGSize(width: 94, height: 32) }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let control = RoundedRectangle(cornerRadius: 8).fill(Color(hex: 0xEEEEEF))
            .frame(width: Self.size.width, height: Self.size.height)
            .overlay(HStack { Text("−"); Spacer(); Text("+") }.padding(.horizontal, 14).foregroundColor(.black))
        let labelNodes = resolve(label, in: context.appending("label"))
        let name = labelNodes.map(\.labelText).joined(separator: " ")
        let nodes = resolve(HStack { label; Spacer(); DisabledControl.part(control, in: context) },
                            in: DisabledControl.labelContext(context))
        let increment = increment, set = set, enabled = context.environment.isEnabled
        let detail = ControlDetail.stepper(value: current(), step: stepSize)
        context.session.register(ControlEntry(name: name, kind: .stepper, nodes: nodes.compactMap(\.id), detail: detail) { value in
            switch value {
            case nil: if enabled { increment() }
            case .number(let number)?: if enabled { set(number) }
            default: throw ControlUseError(message: "stepper '\(name)' takes a number")
            }
        })
        return nodes
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
        where V: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: BinaryFloatingPoint>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}
