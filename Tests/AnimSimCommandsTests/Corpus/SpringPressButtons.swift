//
//  SpringPressButtons.swift
//  A checkout card whose buttons squish on a spring while held, next to the system styles.
//

import SwiftUI

struct SquishyButtonStyle: ButtonStyle {
    var color: Color = .indigo

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 28)
            .padding(.vertical, 14)
            .background(
                Capsule()
                    .fill(configuration.role == .destructive ? Color.red : color)
                    .shadow(color: color.opacity(0.4), radius: configuration.isPressed ? 2 : 8, y: configuration.isPressed ? 1 : 4)
            )
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: configuration.isPressed)
    }
}

struct SpringPressButtons: View {
    @State private var items = 2
    @State private var ordered = false

    var body: some View {
        VStack(spacing: 18) {
            Text(ordered ? "Order placed!" : "\(items) items in your bag")
                .font(.title3.bold())
                .contentTransition(.numericText())

            Button("Place order") {
                withAnimation(.snappy) { ordered = true }
            }
            .buttonStyle(SquishyButtonStyle())
            .accessibilityIdentifier("order")

            HStack(spacing: 12) {
                Button("Add one") { withAnimation { items += 1 } }
                    .buttonStyle(.bordered)
                Button("Checkout") { }
                    .buttonStyle(.borderedProminent)
                Button(role: .destructive) {
                    withAnimation { items = 0; ordered = false }
                } label: {
                    Text("Clear")
                }
                .buttonStyle(.borderless)
            }

            Button("Remind me later") { }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

#Preview {
    SpringPressButtons()
}
