import SwiftUI

/// Where a wheel or a wave would put one view (its centre) and how it would turn it.
struct Placement {
    var position: CGPoint
    var rotation: Angle
}

/// The cache of `WheelLayout` and `WaveLayout`: `isIndependent` is false only in a cache an
/// `InterpolatedLayout` made, and then the layout records its placements instead of placing.
struct SubCache {
    var isIndependent = true
    var placements: [Placement] = []
}

struct Rotation: LayoutValueKey {
    static let defaultValue: Binding<Angle>? = nil
}

/// The views of both programs: the wheel app's squares, turned by the layout's write-back.
struct Square: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
    let idx: Int

    var body: some View {
        WheelComponent {
            RoundedRectangle(cornerRadius: 6)
                .fill(colors[idx%colors.count].opacity(0.7))
                .frame(width: 30, height: 30)
                .overlay { Text("\(idx+1)") }
        }
    }
}

struct WheelComponent<V: View>: View {
    @ViewBuilder let content: () -> V
    @State private var rotation: Angle = .zero

    var body: some View {
        content()
            .rotationEffect(rotation)
            .layoutValue(key: Rotation.self, value: $rotation)
    }
}
