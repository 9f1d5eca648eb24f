import SwiftUI

/// The article's sine wave: `amplitude` (points either side of the axis), `frequency` (full
/// periods across the width) and `angle` (the axis turned about the centre). View `i` of
/// `n` sits at `(i + ½) / n` of the width, turned along the wave's slope there.
struct WaveLayout: Layout {
    var amplitude: CGFloat
    var frequency: CGFloat
    var angle: Angle

    var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Double> {
        get { AnimatablePair(AnimatablePair(amplitude, frequency), angle.radians) }
        set {
            amplitude = newValue.first.first
            frequency = newValue.first.second
            angle = .radians(newValue.second)
        }
    }

    func makeCache(subviews: Subviews) -> SubCache { SubCache() }

    /// As wide as proposed (360 pt when unspecified), as tall as the swing plus a view.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout SubCache) -> CGSize {
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 360, height: 2 * abs(amplitude) + tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout SubCache) {
        let turn = CGAffineTransform(rotationAngle: angle.radians)

        for (index, subview) in subviews.enumerated() {
            let t = (CGFloat(index) + 0.5) / CGFloat(subviews.count)
            let phase = 2 * .pi * frequency * t
            var point = CGPoint(x: (t - 0.5) * bounds.width, y: -amplitude * sin(phase)).applying(turn)
            point.x += bounds.midX
            point.y += bounds.midY
            let slope = bounds.width > 0 ? -amplitude * 2 * .pi * frequency * cos(phase) / bounds.width : 0
            let rotation = Angle.radians(angle.radians + atan(slope))

            if cache.isIndependent {
                subview.place(at: point, anchor: .center, proposal: .unspecified)
                DispatchQueue.main.async {
                    subview[Rotation.self]?.wrappedValue = rotation
                }
            } else {
                cache.placements.append(Placement(position: point, rotation: rotation))
            }
        }
    }
}

/// The wave on its own, as the article's wave video shows it: its parameters animate.
struct WaveLayoutUsage: View {
    @State var amplitude: CGFloat = 50
    @State var frequency: CGFloat = 1
    @State var angle: Angle = .zero

    var body: some View {
        VStack {
            WaveLayout(amplitude: amplitude, frequency: frequency, angle: angle) {
                ForEach(0..<12) { idx in
                    Square(idx: idx)
                }
            }
            .frame(width: 360, height: 300)

            Button("Change") {
                withAnimation(.easeInOut(duration: 2.0)) {
                    amplitude = (amplitude == 50 ? -80 : 50)
                    frequency = (frequency == 1 ? 2 : 1)
                    angle = (angle == .zero ? .degrees(30) : .zero)
                }
            }
        }
    }
}
