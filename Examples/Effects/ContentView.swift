import SwiftUI

/// A skew that is zero at both ends: its animatableData is the progress p, and the skew is
/// k·sin(π·p). SwiftUI calls effectValue(size:) at every frame with the interpolated p, so
/// the card leans and straightens again; a tool that interpolates the drawn matrices sees
/// the identity at both ends and shows nothing (docs/evaluation.md).
struct SkewEffect: GeometryEffect {
    var progress: CGFloat
    var amount: CGFloat = 0.5

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let skew = amount * sin(.pi * progress)
        // x′ = x + skew·(y − h/2): the card leans about its horizontal midline.
        return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: -skew * size.height / 2, ty: 0))
    }
}

/// Three cards animate together over one second, linearly: the skew above, a card flipped
/// 180° about the vertical axis with rotation3DEffect in perspective (its front faces us
/// while the angle is under 90°; past it the card is seen from behind, its "R" mirrored),
/// and a 0 → 360° rotationEffect.
struct ContentView: View {
    @State private var flipped = false

    var body: some View {
        HStack(spacing: 40) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.green)
                .frame(width: 80, height: 110)
                .modifier(SkewEffect(progress: flipped ? 1 : 0))
                .id("skew")
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.blue)
                Text("R").font(.system(size: 48)).foregroundColor(.white)
            }
            .frame(width: 80, height: 110)
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .id("card")
            Rectangle()
                .fill(Color.purple)
                .frame(width: 80, height: 40)
                .rotationEffect(.degrees(flipped ? 360 : 0))
                .id("spin")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { flipped = true } }
    }
}
