import SwiftUI

struct ContentView: View {
    @State var pct: Double = 0

    var body: some View {
        VStack {
            InterpolatedLayout(pct: pct) {
                ForEach(0..<12) { idx in
                    Square(idx: idx)
                }
            }

            Button("Morph") {
                withAnimation(.easeInOut(duration: 2.0)) {
                    pct = (pct == 0 ? 1 : 0)
                }
            }
        }
    }
}

/// The wheel and the wave drawn through the interpolated layout: `pct` 0 shows one, 1 the
/// other, values between the article's blend of both.
struct InterpolatedLayout: Layout {
    var pct: Double
    let wheel = WheelLayout(radius: 120, rotation: .zero)
    let wave = WaveLayout(amplitude: 50, frequency: 1, angle: .zero)

    var animatableData: Double {
        get { pct }
        set { pct = newValue }
    }

    struct Caches {
        var wheel = SubCache(isIndependent: false)
        var wave = SubCache(isIndependent: false)
    }

    func makeCache(subviews: Subviews) -> Caches { Caches() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) -> CGSize {
        let wheelValue = wheel.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wheel)
        let waveValue = wave.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wave)
        return CGSize(width: interpolate(wheelValue.width, waveValue.width),
                      height: interpolate(wheelValue.height, waveValue.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) {
        cache.wheel.placements = []
        cache.wave.placements = []
        wheel.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wheel)
        wave.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wave)

        for (index, subview) in subviews.enumerated() {
            let wheelValue = cache.wheel.placements[index], waveValue = cache.wave.placements[index]
            let point = CGPoint(x: interpolate(wheelValue.position.x, waveValue.position.x),
                                y: interpolate(wheelValue.position.y, waveValue.position.y))
            let angle = Angle.radians(interpolate(wheelValue.rotation.radians, waveValue.rotation.radians))
            subview.place(at: point, anchor: .center, proposal: .unspecified)

            DispatchQueue.main.async {
                subview[Rotation.self]?.wrappedValue = angle
            }
        }
    }

    /// The article's formula, as printed.
    func interpolate(_ wheelValue: CGFloat, _ waveValue: CGFloat) -> CGFloat {
        (wheelValue * pct) + (waveValue * (1-pct))
    }
}
