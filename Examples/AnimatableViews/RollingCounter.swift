import SwiftUI

/// A number that rolls: the body runs again at every frame with the interpolated value,
/// so the text counts through every number the spring passes (SwiftUI's `View & Animatable`).
struct RollingCounter: View, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value))")
            .font(.system(size: 48))
    }
}

/// A wave: the content rises and falls once as the phase runs from 0 to 2π, though its offset
/// is zero at both ends (SwiftUI's `AnimatableModifier`).
struct Wave: AnimatableModifier {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: 40 * sin(phase))
    }
}

struct ContentView: View {
    @State private var count = 0.0
    @State private var phase = 0.0

    var body: some View {
        VStack(spacing: 40) {
            RollingCounter(value: count)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .modifier(Wave(phase: phase))
        }
        .onAppear {
            withAnimation(.spring(response: 1, dampingFraction: 0.5)) { count = 100 }
            withAnimation(.linear(duration: 1)) { phase = 2 * .pi }
        }
    }
}
