import SwiftUI

// The frames SVGPixelTests draws twice, by AnimSim (PNG) and by Chromium from AnimSim's
// static SVG of the same instant; one view per row of its table (`--view NAME`). Each
// animates linearly over 2 s from t = 0, so at 1 s the two panes differ.

/// A custom shape: an irregular polygon whose vertices move with its animatable `spread`.
struct Arrowhead: Shape {
    var spread: Double

    var animatableData: Double {
        get { spread }
        set { spread = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.1))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * 0.1))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * spread, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct CustomPolygon: View {
    @State private var spread = 0.1

    var body: some View {
        Arrowhead(spread: spread)
            .fill(Color.orange)
            .frame(width: 160, height: 120)
            .rotationEffect(.degrees(spread * 90))
            .onAppear { withAnimation(.linear(duration: 2)) { spread = 0.6 } }
    }
}

/// Dashed strokes with round caps and a moving phase, on a rounded rectangle and a circle.
struct DashedStrokes: View {
    @State private var phase = 0.0

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .stroke(Color.yellow, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [14, 10], dashPhase: phase))
                .frame(width: 180, height: 80)
            Circle()
                .stroke(Color.mint, style: StrokeStyle(lineWidth: 4, lineJoin: .bevel, dash: [6, 6]))
                .frame(width: 90, height: 90)
        }
        .onAppear { withAnimation(.linear(duration: 2)) { phase = 48 } }
    }
}

/// A progress ring trimmed to 0 → 0.6: 0.3 at 1 s in SwiftUI's pane.
struct TrimmedRing: View {
    @State private var progress = 0.0

    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 14, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .frame(width: 140, height: 140)
            .onAppear { withAnimation(.linear(duration: 2)) { progress = 0.6 } }
    }
}

/// A card flipped about the vertical axis in perspective, 0 → 120°: 60° at 1 s.
struct PerspectiveFlip: View {
    @State private var angle = 0.0

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.indigo)
            Text("R").font(.system(size: 48, weight: .regular)).foregroundColor(.white)
        }
        .frame(width: 100, height: 140)
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
        .onAppear { withAnimation(.linear(duration: 2)) { angle = 120 } }
    }
}

/// Every gradient kind, resolved in each shape's frame as Cairo resolves it: linear with a
/// moving end point, radial with a growing end radius, elliptical in a capsule's frame,
/// angular with a turning start angle (SVG has no conic gradient: 180 flat 2° sectors), a
/// perceptual `Color.gradient` (its extra stops) and a gradient stroke.
struct Gradients: View {
    @State private var t = 0.0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: UnitPoint(x: 0.2 + 0.8 * t, y: 1)))
                    .frame(width: 130, height: 100)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .red, .blue], center: UnitPoint(x: 0.4, y: 0.4),
                                         startRadius: 8, endRadius: 30 + 40 * t))
                    .frame(width: 100, height: 100)
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .green, .black], center: .center,
                                             startRadiusFraction: 0.1, endRadiusFraction: 0.3 + 0.3 * t))
                    .frame(width: 130, height: 80)
            }
            HStack(spacing: 12) {
                Rectangle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center,
                                          startAngle: .degrees(90 * t), endAngle: .degrees(90 * t + 360)))
                    .frame(width: 120, height: 120)
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue.gradient)
                    .frame(width: 100, height: 120)
                Circle()
                    .stroke(LinearGradient(colors: [.pink, .cyan], startPoint: .top, endPoint: .bottom), lineWidth: 10 + 6 * t)
                    .frame(width: 100, height: 100)
            }
        }
        .onAppear { withAnimation(.linear(duration: 2)) { t = 1 } }
    }
}

/// A card with a shadow (radius 2 → 20, y offset 2 → 16, black at 0.2 → 0.6) over a
/// coloured backdrop, and a disc blurring (radius 0 → 8): the still SVG draws the shadow with
/// `feDropShadow` and the blur with `feGaussianBlur`, σ = radius both.
struct ShadowBlur: View {
    @State private var t = 0.0

    var body: some View {
        ZStack {
            Rectangle().fill(Color.teal).frame(width: 360, height: 160)
            HStack(spacing: 50) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.white)
                    .frame(width: 130, height: 90)
                    .shadow(color: .black.opacity(0.2 + 0.4 * t), radius: 2 + 18 * t, x: 0, y: 2 + 14 * t)
                Circle()
                    .fill(Color.orange)
                    .frame(width: 90, height: 90)
                    .blur(radius: 8 * t)
            }
        }
        .onAppear { withAnimation(.linear(duration: 2)) { t = 1 } }
    }
}

/// A striped card clipped to a rounded rectangle whose corners grow (10 → 50), and a
/// gradient bar masked by a circle that grows (40 → 100) mid-flight: the still SVG draws each
/// as a group under an SVG `<mask>` of the clip's or the mask's alpha.
struct ClippedShape: View {
    @State private var t = 0.0

    var body: some View {
        ZStack {
            Rectangle().fill(Color.yellow).frame(width: 360, height: 180)
            HStack(spacing: 30) {
                HStack(spacing: 0) {
                    Rectangle().fill(Color.red)
                    Rectangle().fill(Color.green)
                    Rectangle().fill(Color.blue)
                }
                .frame(width: 140, height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 10 + 40 * t))
                Rectangle()
                    .fill(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 120, height: 120)
                    .mask { Circle().frame(width: 40 + 60 * t, height: 40 + 60 * t) }
            }
        }
        .onAppear { withAnimation(.linear(duration: 2)) { t = 1 } }
    }
}

/// Two discs over a striped backdrop, one multiplied and one screened onto it (opacity
/// 0.4 → 1): the still SVG draws each as a group with CSS `mix-blend-mode`.
struct MultiplyBlend: View {
    @State private var t = 0.0

    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                Rectangle().fill(Color.teal)
                Rectangle().fill(Color.pink)
                Rectangle().fill(Color.white)
            }
            .frame(width: 360, height: 180)
            HStack(spacing: 20) {
                Circle().fill(Color.orange).frame(width: 120, height: 120)
                    .blendMode(.multiply)
                    .opacity(0.4 + 0.6 * t)
                Circle().fill(Color.blue).frame(width: 120, height: 120)
                    .blendMode(.screen)
            }
        }
        .onAppear { withAnimation(.linear(duration: 2)) { t = 1 } }
    }
}

/// Shapes both filled and stroked, each paint its own (iOS 17's `fill(_:).stroke(_:lineWidth:)`):
/// a circle filled with a linear gradient under a radial-gradient stroke whose colours
/// animate (pink → teal at 1 s is halfway in Oklab), a rounded rectangle with a gradient
/// fill under a plain blue stroke, the custom arrowhead (an outline) filled and stroked with
/// two gradients, and a circle whose gradient `strokeBorder` lies inside its gradient fill.
struct FillStrokeGradients: View {
    @State private var t = 0.0

    var body: some View {
        HStack(spacing: 14) {
            Circle()
                .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                .stroke(RadialGradient(colors: [t < 0.5 ? .pink : .teal, .indigo], center: .center, startRadius: 30, endRadius: 45),
                        lineWidth: 10)
                .frame(width: 80, height: 80)
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.mint, .purple], startPoint: .leading, endPoint: .trailing), style: FillStyle())
                .stroke(Color.blue, lineWidth: 6)
                .frame(width: 70, height: 90)
            Arrowhead(spread: 0.2 + 0.3 * t)
                .fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
                .stroke(LinearGradient(colors: [.black, .green], startPoint: .top, endPoint: .bottom), lineWidth: 5)
                .frame(width: 80, height: 80)
            Circle()
                .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
                .strokeBorder(AngularGradient(colors: [.red, .green, .red], center: .center), lineWidth: 8)
                .frame(width: 80, height: 80)
        }
        .onAppear { withAnimation(.linear(duration: 2)) { t = 1 } }
    }
}
