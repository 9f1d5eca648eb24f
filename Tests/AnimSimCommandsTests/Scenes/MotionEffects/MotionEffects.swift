import SwiftUI

// What MotionExportEffectsTests exports as SVG and Lottie, one view per `--view NAME`: each
// animates linearly over 1 s from t = 0 (`onAppear`), so its progress at t is t.

/// Gradients that animate: a card's linear gradient red → blue becoming green → yellow
/// (perceptual, so its stops animate in Oklab), and a disc's radial gradient growing its end
/// radius 20 → 50 while its stroked ring's width goes 4 → 12.
struct AnimatedGradients: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 30) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: on ? [.green, .yellow] : [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 140, height: 90)
                .id("card")
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange, .purple], center: .center, startRadius: 0, endRadius: on ? 50 : 20))
                .frame(width: 100, height: 100)
                .id("disc")
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color.pink, style: StrokeStyle(lineWidth: on ? 12 : 4, dash: [10, 6], dashPhase: on ? 32 : 0))
                .frame(width: 90, height: 90)
                .id("ring")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// A card lifting: its shadow's radius 2 → 20, y offset 2 → 16 and black opacity 0.2 → 0.6;
/// beside it a disc blurring with radius 0 → 8 (σ = radius).
struct ShadowBlur: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 60) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.white)
                .frame(width: 140, height: 90)
                .shadow(color: .black.opacity(on ? 0.6 : 0.2), radius: on ? 20 : 2, x: 0, y: on ? 16 : 2)
                .id("card")
            Circle()
                .fill(Color.blue)
                .frame(width: 90, height: 90)
                .blur(radius: on ? 8 : 0)
                .id("disc")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// x′ = x + s·(y − h/2) with s = 0.5·sin(π·p): a skew about the view's horizontal midline
/// that is zero at both ends and 0.5 half-way.
struct Lean: GeometryEffect {
    var progress: CGFloat

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let s = 0.5 * sin(.pi * progress)
        return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: s, d: 1, tx: -s * size.height / 2, ty: 0))
    }
}

/// A text leaning with the skew above, and a hue rotation 0 → 180° (which Lottie cannot carry).
struct LeaningText: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 40) {
            Text("Lean")
                .font(.system(size: 40))
                .foregroundColor(.black)
                .modifier(Lean(progress: on ? 1 : 0))
                .id("word")
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.red)
                .frame(width: 80, height: 80)
                .hueRotation(.degrees(on ? 180 : 0))
                .id("hue")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// Two paints on one shape that both animate (iOS 17's `fill(_:).stroke(_:lineWidth:)`): a
/// disc's linear fill red → blue becoming green → yellow under a radial stroke whose inner
/// colour goes pink → teal; and a conic gradient turning its colours red, yellow, blue into
/// blue, green, red (its sectors keyed in the animated SVG).
struct PaintedShapes: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 40) {
            Circle()
                .fill(LinearGradient(colors: on ? [.green, .yellow] : [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .stroke(RadialGradient(colors: [on ? .teal : .pink, .indigo], center: .center, startRadius: 40, endRadius: 60),
                        lineWidth: 12)
                .frame(width: 110, height: 110)
                .id("disc")
            Rectangle()
                .fill(AngularGradient(colors: on ? [.blue, .green, .red, .blue] : [.red, .yellow, .blue, .red], center: .center))
                .frame(width: 110, height: 110)
                .id("conic")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// Clips that animate: stripes clipped to a circle scaled 0.4 → 1 (`clipShape(Circle().scale(s))`),
/// and a gradient bar masked by a circle growing 30 → 110 pt (`mask { … }`).
struct AnimatedClips: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 40) {
            VStack(spacing: 0) {
                ForEach([Color.red, .green, .blue, .black], id: \.self) { stripe in Rectangle().fill(stripe) }
            }
            .frame(width: 130, height: 130)
            .clipShape(Circle().scale(on ? 1 : 0.4))
            .id("stripes")
            Rectangle()
                .fill(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
                .frame(width: 130, height: 130)
                .mask { Circle().frame(width: on ? 110 : 30, height: on ? 110 : 30) }
                .id("bar")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

struct ContentView: View {
    var body: some View { AnimatedGradients() }
}
