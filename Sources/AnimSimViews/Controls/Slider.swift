import AnimSimCore

/// SwiftUI's `Slider` on iOS: as wide as it is proposed, 31 pt tall (UISlider's intrinsic
/// height; unsourced for SwiftUI, note C4), a 4-pt track filled in the accent colour up to a
/// 28-pt white thumb with a soft shadow under it (`SliderLayout.shadowRings`). Named by its label's text (`Slider(value:in:) { Text("Size") }`), or
/// `#N`. A use sets `value:` (clamped to the range) through its binding; below `.disabled(true)`
/// it writes nothing and the slider dims (`DisabledControl`).
public struct Slider<Label: View>: _PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
    }

    public static var height: CGFloat { 31 }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? (value.wrappedValue - bounds.lowerBound) / span : 0
        let slider = SliderLayout(fraction: CGFloat(min(max(fraction, 0), 1))) {
            Capsule().fill(Color(hex: 0xE5E5EA))
            Capsule().fill(.accentColor)
            Circle().fill(SliderLayout.shade)
            Circle().fill(SliderLayout.shade)
            Circle().fill(SliderLayout.shade)
            Circle().fill(SliderLayout.shade)
            Circle().fill(.white)
        }
        let labelNames = resolve(label, in: context.appending("label")).map(\.labelText).joined(separator: " ")
        let nodes = resolve(DisabledControl.part(slider.frame(height: Self.height), in: context), in: context)
        let binding = value, bounds = bounds, step = step, enabled = context.environment.isEnabled
        let detail = ControlDetail.slider(value: value.wrappedValue, bounds: bounds, step: step)
        context.session.register(ControlEntry(name: labelNames, kind: .slider, nodes: nodes.compactMap(\.id), detail: detail) { use in
            guard case .number(let number)? = use else { throw ControlUseError(message: "slider '\(labelNames)' takes a number") }
            var clamped = min(max(number, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 { clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step }
            if enabled { binding.wrappedValue = clamped }
        })
        return nodes
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
}

/// Places a slider's track, filled track, the thumb's shadow and the thumb for `fraction` of
/// the range; the fraction is its `animatableData`, so the thumb glides in the animatable pane.
struct SliderLayout: Layout {
    var fraction: CGFloat
    static let thumb: CGFloat = 28, track: CGFloat = 4
    /// The thumb's shadow. A white thumb alone is lost on a white canvas; iOS draws it a soft
    /// shadow, about 15 % black, blurred over some 8 pt and dropped 3 pt. AnimSim's painter has
    /// no blur, so the shadow is four translucent circles, largest first, centred `shadowDrop`
    /// below the thumb: where all four overlap (under the thumb's lower edge) they add up to
    /// about 17 % black, fading in 1-pt steps to 5 % at 4 pt out.
    static let shadowRings: [CGFloat] = [36, 34, 32, 30], shadowDrop: CGFloat = 2
    static let shade = Color(red: 0, green: 0, blue: 0, opacity: 0.045)

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 200, height: Self.thumb)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 + Self.shadowRings.count else { return }
        let travel = max(bounds.width - Self.thumb, 0), x = bounds.minX + Self.thumb / 2 + travel * fraction
        let trackY = bounds.midY - Self.track / 2
        subviews[0].place(at: CGPoint(x: bounds.minX, y: trackY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: bounds.width, height: Self.track))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: trackY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: x - bounds.minX, height: Self.track))
        for (index, diameter) in Self.shadowRings.enumerated() {
            subviews[2 + index].place(at: CGPoint(x: x, y: bounds.midY + Self.shadowDrop), anchor: .center,
                                      proposal: ProposedViewSize(width: diameter, height: diameter))
        }
        subviews[subviews.count - 1].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                                           proposal: ProposedViewSize(width: Self.thumb, height: Self.thumb))
    }
}
