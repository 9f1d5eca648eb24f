import SwiftUI

/// Article 000's wheel: its views on a circle, turned by `rotation`. The rotation is the
/// layout's `animatableData`, so SwiftUI animates it: the views travel along the circle.
struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: Double {
        get { rotation.radians }
        set { rotation = .radians(newValue) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = rotation.radians + step * Double(index)
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

struct ContentView: View {
    @State var angle: Angle = .zero

    var body: some View {
        VStack(spacing: 24) {
            WheelLayout(radius: 120, rotation: angle) {
                ForEach(0..<8) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(index == 0 ? Color.orange : Color.blue)
                        .frame(width: 50, height: 50)
                }
            }
            Button("Rotate") {
                withAnimation(.easeInOut(duration: 2)) { angle += .degrees(90) }
            }
        }
    }
}
