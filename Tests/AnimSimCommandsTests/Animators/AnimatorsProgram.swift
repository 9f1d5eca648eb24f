/// The SwiftUI file `AnimatorsFixture` runs: one view per feature, chosen with `--view`.
/// Each dot is 20 pt wide and starts at x = 190 in a 400 pt canvas, so its frame x is
/// 190 + its offset.
enum AnimatorsProgram {
    static let text = """
        import SwiftUI

        struct PhaseLoop: View {
            var body: some View {
                PhaseAnimator([0.0, 100.0, 40.0]) { x in
                    Circle().frame(width: 20, height: 20).offset(x: x).accessibilityIdentifier("dot")
                } animation: { x in
                    x == 100 ? .linear(duration: 1) : .linear(duration: 0.5)
                }
            }
        }

        struct PhaseSpring: View {
            var body: some View {
                Color.orange.frame(width: 20, height: 20)
                    .phaseAnimator([0.0, 100.0]) { content, x in
                        content.offset(x: x).accessibilityIdentifier("dot")
                    } animation: { x in
                        x == 100 ? .spring(duration: 0.5) : .linear(duration: 1)
                    }
            }
        }

        struct PhaseTrigger: View {
            @State private var runs = 0

            var body: some View {
                VStack {
                    Circle().frame(width: 20, height: 20)
                        .phaseAnimator([0.0, 100.0, 100.0, 40.0], trigger: runs) { content, x in
                            content.offset(x: x).accessibilityIdentifier("dot")
                        } animation: { x in
                            x == 100 ? .linear(duration: 1) : .linear(duration: 0.5)
                        }
                    Button("Go") { runs += 1 }
                }
            }
        }

        struct DragKnob: View {
            @State private var offset = CGSize.zero

            var body: some View {
                Circle().frame(width: 20, height: 20).offset(offset).accessibilityIdentifier("knob")
                    .gesture(DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in withAnimation(.linear(duration: 1)) { offset = .zero } })
            }
        }

        struct DragPuck: View {
            @GestureState private var drag = CGSize.zero
            @State private var location = CGPoint.zero

            var body: some View {
                Circle().frame(width: 20, height: 20).offset(drag).accessibilityIdentifier("puck")
                    .offset(y: location.y)
                    .gesture(DragGesture(minimumDistance: 0)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { value in location = value.location })
            }
        }

        struct TapCard: View {
            @State private var flipped = false

            var body: some View {
                RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 20).offset(x: flipped ? 100 : 0)
                    .accessibilityIdentifier("card")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
                    .onTapGesture(count: 2) { withAnimation(.linear(duration: 1)) { flipped = false } }
            }
        }

        struct PressBulb: View {
            @State private var lit = false
            @State private var pressing = false

            var body: some View {
                Circle().frame(width: 20, height: 20).offset(x: lit ? 100 : 0, y: pressing ? 50 : 0)
                    .accessibilityIdentifier("bulb")
                    .onLongPressGesture(minimumDuration: 1) {
                        withAnimation(.linear(duration: 1)) { lit = true }
                    } onPressingChanged: { pressing = $0 }
            }
        }

        struct TapChain: View {
            @State private var child = 0.0
            @State private var parent = 0.0
            @State private var watcher = 0.0
            @State private var boss = 0.0

            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).offset(x: child).accessibilityIdentifier("red")
                        .onTapGesture { child += 10 }
                    Color.blue.frame(width: 20, height: 20).offset(x: parent).accessibilityIdentifier("blue")
                    Color.green.frame(width: 20, height: 20).offset(x: watcher).accessibilityIdentifier("green")
                    Color.gray.frame(width: 20, height: 20).offset(x: boss).accessibilityIdentifier("gray")
                        .onTapGesture(count: 2) { child += 100 }
                }
                .onTapGesture { parent += 10 }
                .simultaneousGesture(TapGesture().onEnded { watcher += 10 })
                .highPriorityGesture(TapGesture(count: 2).onEnded { boss += 10 })
            }
        }

        struct Pinch: View {
            @State private var scale: CGFloat = 1
            @State private var turn = Angle.zero

            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: (scale - 1) * 100, y: turn.degrees)
                    .accessibilityIdentifier("pad")
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                    .simultaneousGesture(RotateGesture().onChanged { turn = $0.rotation })
            }
        }

        struct Bounce: View {
            struct Values {
                var x: CGFloat = 0
                var scale = 1.0
            }

            @State private var runs = 0

            var body: some View {
                VStack {
                    Circle().frame(width: 20, height: 20)
                        .keyframeAnimator(initialValue: Values(), trigger: runs) { content, value in
                            content.offset(x: value.x, y: value.scale * 10).accessibilityIdentifier("ball")
                        } keyframes: { _ in
                            KeyframeTrack(\\.x) {
                                LinearKeyframe(120, duration: 1)
                                MoveKeyframe(0)
                                LinearKeyframe(60, duration: 0.5)
                            }
                            KeyframeTrack(\\.scale) {
                                LinearKeyframe(3, duration: 2)
                            }
                        }
                    Button("Go") { runs += 1 }
                }
            }
        }

        struct Orbit: View {
            var body: some View {
                KeyframeAnimator(initialValue: CGSize.zero) { size in
                    Circle().frame(width: 20, height: 20).offset(size).accessibilityIdentifier("moon")
                } keyframes: { _ in
                    KeyframeTrack(\\.width) {
                        MoveKeyframe(0)
                        CubicKeyframe(100, duration: 1)
                    }
                }
            }
        }

        \(timeline("Ticks", ".periodic(from: .now, by: 0.5)", "* 10"))
        \(timeline("Frames", ".animation", "* 10"))
        \(timeline("Minutes", ".everyMinute", "/ 10"))
        \(timeline("Quarter", ".animation(minimumInterval: 0.25)", "* 10"))
        \(timeline("Paused", ".animation(minimumInterval: nil, paused: true)", "* 10"))

        struct Tracks: View {
            var body: some View {
                VStack {
                    Circle().frame(width: 20, height: 20)
                        .keyframeAnimator(initialValue: 0.0) { content, x in
                            content.offset(x: x).accessibilityIdentifier("linear")
                        } keyframes: { _ in
                            KeyframeTrack(\\.self) {
                                MoveKeyframe(0.0)
                                LinearKeyframe(100.0, duration: 1)
                            }
                        }
                    Circle().frame(width: 20, height: 20)
                        .keyframeAnimator(initialValue: 0.0) { content, x in
                            content.offset(x: x).accessibilityIdentifier("spring")
                        } keyframes: { _ in
                            KeyframeTrack(\\.self) {
                                MoveKeyframe(0.0)
                                SpringKeyframe(100.0, duration: 1, spring: Spring())
                            }
                        }
                }
            }
        }
        """

    /// A timeline view whose hand is offset by its date's seconds since the reference date,
    /// scaled by `scale` (`* 10`).
    static func timeline(_ name: String, _ schedule: String, _ scale: String) -> String {
        """
        struct \(name): View {
            var body: some View {
                TimelineView(\(schedule)) { context in
                    Circle().frame(width: 20, height: 20)
                        .offset(x: context.date.timeIntervalSinceReferenceDate \(scale))
                        .accessibilityIdentifier("hand")
                }
            }
        }

        """
    }

    static let scripts: [String: String] = [
        "go.yaml": "- { at: 1, control: Go }\n",
        "go-twice.yaml": "- { at: 1, control: Go }\n- { at: 1.5, control: Go }\n",
        "drag.yaml": "- { at: 1, drag: knob, by: [120, 0], duration: 0.4 }\n",
        "puck.yaml": "- { at: 1, drag: puck, by: [120, 60], duration: 0.4, from: [10, 1] }\n",
        "tap.yaml": "- { at: 1, tap: card }\n- { at: 3, tap: card, count: 2 }\n",
        "press.yaml": "- { at: 1, longPress: bulb }\n",
        "short-press.yaml": "- { at: 1, longPress: bulb, duration: 0.5 }\n",
        "chain.yaml": "- { at: 1, tap: red }\n- { at: 2, tap: blue }\n- { at: 3, tap: gray, count: 2 }\n",
        "pinch.yaml": "- { at: 1, magnify: pad, by: 2, duration: 0.5 }\n- { at: 2, rotate: pad, by: 45, duration: 0.5 }\n",
        "nobody.yaml": "- { at: 1, tap: nobody }\n",
        "bad-by.yaml": "- { at: 1, drag: knob, by: 3 }\n",
    ]
}
