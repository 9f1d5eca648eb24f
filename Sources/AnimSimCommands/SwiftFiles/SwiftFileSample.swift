import Foundation

/// A Swift file for animsim as a user writes one, for the bench and the tests: a ring layout
/// whose `animatableData` is its rotation, two 20-pt squares on it, and a `ContentView` that
/// turns it 0° → 180° linearly over 1 s from `onAppear`, in the default 400 × 400 pane. An
/// edit is another `radius`.
struct SwiftFileSample {
    var radius: Double = 100
    /// Swift statements placed first in `placeSubviews`, on line 21 (a `fatalError`, an error).
    var inPlacement = ""
    /// Whether the file declares the view the entry runs.
    var declaresScene = true

    var text: String {
        var lines = """
            import AnimSim

            /// Views on a circle, turned by `rotation`; its animatableData is the angle, so the
            /// animatable strategy moves views along the circle, as SwiftUI does.
            struct RingLayout: Layout {
                var radius: CGFloat
                var rotation: Angle

                var animatableData: Double {
                    get { rotation.radians }
                    set { rotation = .radians(newValue) }
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                   cache: inout ()) {
                    // the statements under test, on line 21:
                    \(inPlacement)
                    for (index, subview) in subviews.enumerated() {
                        let angle = rotation.radians + 2 * Double.pi * Double(index) / Double(subviews.count)
                        let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
                        subview.place(at: point, anchor: .center, proposal: .unspecified)
                    }
                }
            }

            """
        if declaresScene {
            lines += """
                struct ContentView: View {
                    @State private var angle = Angle.zero

                    var body: some View {
                        RingLayout(radius: \(radius), rotation: angle) {
                            ForEach(0..<2) { i in Rectangle().frame(width: 20, height: 20) }
                        }
                        .onAppear { withAnimation(.linear(duration: 1)) { angle = .degrees(180) } }
                    }
                }

                """
        }
        return lines
    }
}
