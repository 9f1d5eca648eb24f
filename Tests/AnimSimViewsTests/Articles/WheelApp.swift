import AnimSim

// Article 000's wheel, as SwiftUI code: only the import differs. The button adds 90° at
// each press (the article toggles between 0 and 90°, which is the same first press).

struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: CGFloat {
        get { rotation.radians }
        set { rotation = .radians(newValue) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2,
                      height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct WheelContentView: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
    @State var angle: Angle = .zero
    var count = 8

    var body: some View {
        VStack {
            WheelLayout(radius: 130.0, rotation: angle) {
                ForEach(0..<count) { idx in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[idx % colors.count].opacity(0.7))
                        .frame(width: 70, height: 70)
                        .overlay { Text("\(idx + 1)") }
                }
            }
            Button("Rotate") {
                withAnimation(.easeInOut(duration: 2.0)) {
                    angle += .degrees(90)
                }
            }
        }
    }
}
