import SwiftUI

/// The article's question about its wheel, "what if the angle animated from 0 to 360?"
/// ("你有想过如果动画的角度是从0到360会发生什么吗？"), as a view of its own (`--view
/// FullTurnView`): the wheel app with `Rotate` turning 0° ↔ 360°. The article prints no
/// code for it; listed in README.md.
struct FullTurnView: View {
    @State var angle: Angle = .zero

    var body: some View {
        VStack {
            WheelLayout(radius: 130.0, rotation: angle) {
                ForEach(0..<8) { idx in
                    Circle()
                        .fill(Color.blue.opacity(0.7))
                        .frame(width: 70, height: 70)
                        .overlay { Text("\(idx+1)") }
                }
            }

            Button("Rotate") {
                withAnimation(.easeInOut(duration: 2.0)) {
                    angle = (angle == .zero ? .degrees(360) : .zero)
                }
            }
        }
    }
}
