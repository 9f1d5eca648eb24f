import SwiftUI

/// SwiftUI's gradient paints on shapes, a stroke and text, with two that animate from
/// t = 0 (`onAppear`), linear over 1 s: the first card's `LinearGradient` from red → blue to
/// green → yellow (its stops mix in the perceptual colour space, so at t = 0.25 its first
/// stop is a quarter of the way from red to green in Oklab's premultiplied LMS cube roots),
/// and the ring's `AngularGradient` from 2 colours to 3 (union of locations: 0, 0.5, 1).
struct ContentView: View {
    @State var warm = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(colors: warm ? [.green, .yellow] : [.red, .blue],
                                         startPoint: .leading, endPoint: .trailing))
                    .frame(width: 110, height: 80)
                    .id("linear")
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .purple], center: .center,
                                         startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                    .id("radial")
                Rectangle()
                    .fill(EllipticalGradient(colors: [.white, .teal, .indigo]))
                    .frame(width: 120, height: 80)
                    .id("elliptical")
            }
            HStack(spacing: 16) {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                    .id("angular")
                Circle()
                    .stroke(AngularGradient(colors: warm ? [.orange, .pink, .purple] : [.blue, .mint],
                                            center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)),
                            style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .frame(width: 80, height: 80)
                    .id("ring")
                Text("Gradient")
                    .font(.system(size: 30))
                    .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                    .id("title")
            }
            Capsule()
                .fill(Color.blue.gradient)
                .frame(width: 300, height: 36)
                .id("capsule")
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { warm = true }
        }
    }
}
