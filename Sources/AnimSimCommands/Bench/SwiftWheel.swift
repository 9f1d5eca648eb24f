import AnimSimCore
import AnimSimViews

/// `bench/wheel-1000.yaml` written as a SwiftUI view, for `animsim bench`'s Swift-view case:
/// 1,000 rounded squares in the core's `WheelLayout` (whose `animatableData` is its rotation
/// and radius), `@State` angle and radius changed under `withAnimation` with the scene file's
/// motion: a full turn in, radius 240 → 180, eased over 2 s from t = 0, then a spring back
/// at t = 2. The view scripts its own demo (`onAppear`, `asyncAfter`, both on the scene's
/// clock), so hosting it is the whole scene: its evaluation is compared with the file's, frame
/// for frame, and it must draw the same display list (`SwiftWheelTests`).
struct SwiftWheel: View {
    /// The scene file's canvas, length and background, which a hosted view does not carry.
    static let canvas = CGSize(width: 620, height: 620)
    static let duration = 4.0
    static let background = Color(hex: 0x15161C)

    @State var angle: Angle = .zero
    @State var radius: CGFloat = 240
    var count = 1_000

    var body: some View {
        WheelOfSquares(count: count, radius: radius, angle: angle)
            .onAppear {
                withAnimation(.easeInOut(duration: 2)) {
                    angle = .degrees(360)
                    radius = 180
                }
                // AnimSimViews' queue, on the scene's clock (this module sees Dispatch's too).
                AnimSimViews.DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    withAnimation(.spring(duration: 1.5, bounce: 0.3)) {
                        angle = .zero
                        radius = 240
                    }
                }
            }
    }

    /// The view hosted and recorded as the scene the bench evaluates, on the file's canvas.
    @MainActor
    static func scene(count: Int = 1_000) -> AnimSimCore.Scene {
        ViewHost(SwiftWheel(count: count), canvas: canvas)
            .scene(duration: duration, background: background, fps: 60)
    }
}

/// The wheel itself: the file's `forEach: 1000` of `roundedRect` tiles, each filled with the
/// first article's eight colours in turn (assets/rainbow.yaml), at 0.8 opacity, 14 pt square,
/// named `v0` … `v999` as the file's `id: "v{i}"` names them.
struct WheelOfSquares: View {
    static let colours: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]

    let count: Int
    let radius: CGFloat
    let angle: Angle

    var body: some View {
        WheelLayout(radius: radius, rotation: angle) {
            ForEach(0..<count) { i in
                RoundedRectangle(cornerRadius: 3)
                    .fill(Self.colours[i % Self.colours.count])
                    .opacity(0.8)
                    .frame(width: 14, height: 14)
                    .id("v\(i)")
            }
        }
    }
}

/// The wheel with a Rotate button under it, as the article's app and the scene file's
/// `controls:` have one: what a use re-runs is every body down to the 1,000 tiles, and what
/// it diffs is their identities (`animsim bench`'s use figure).
struct RotatingSwiftWheel: View {
    @State var angle: Angle = .zero
    var count = 1_000

    var body: some View {
        VStack {
            WheelOfSquares(count: count, radius: 240, angle: angle)
            Button("Rotate") {
                withAnimation(.easeInOut(duration: 2)) { angle += .degrees(90) }
            }
        }
    }
}
