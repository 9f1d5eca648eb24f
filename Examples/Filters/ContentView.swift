import SwiftUI

/// Visual effects that animate, linearly over one second: a blur from 0 to 8 pt radius
/// (a Gaussian of σ = radius), a hue rotation from 0° to 180° and a saturation from 1 to 0.
/// Each filter's number is its animatableData, interpolated the same way in both panes.
struct ContentView: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 30) {
            Circle()
                .fill(Color.blue)
                .frame(width: 80, height: 80)
                .blur(radius: on ? 8 : 0)
                .id("blurred")
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.red)
                .frame(width: 80, height: 80)
                .hueRotation(.degrees(on ? 180 : 0))
                .id("hue")
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.orange)
                .frame(width: 80, height: 80)
                .saturation(on ? 0 : 1)
                .id("grey")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}


