//
//  PressableButtonStyle.swift
//  Buttons that shrink and dim while pressed, through a custom ButtonStyle.
//

import SwiftUI

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color.blue))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct PressableButtonStyle: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Tapped \(taps) times")
                .font(.title3)
                .monospacedDigit()

            Button("Continue") {
                withAnimation(.bouncy) { taps += 1 }
            }
            .buttonStyle(PressableStyle())
            .accessibilityIdentifier("continue")

            Spacer(minLength: 24)
        }
        .padding()
        .frame(height: 240)
    }
}

#Preview {
    PressableButtonStyle()
}
