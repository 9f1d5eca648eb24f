//
//  PhasePulseBadge.swift
//  A notification badge that pulses through its phases each time "Ping" is pressed.
//

import SwiftUI

extension View {
    /// The kind of per-platform helper published files carry: iOS gets a shadow under the
    /// badge, macOS a border.
    @ViewBuilder func badgeChrome() -> some View {
        #if os(iOS)
        self.shadow(color: .black.opacity(0.2), radius: 4, y: 2)
        #else
        self.border(Color.gray)
        #endif
    }
}

struct PhasePulseBadge: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 40) {
            Image(systemName: "bell.fill")
                .font(.system(size: 44))
                .foregroundStyle(.indigo)
                .overlay(alignment: .topTrailing) {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 18, height: 18)
                        .badgeChrome()
                        .phaseAnimator([1.0, 1.6, 0.8], trigger: pings) { content, scale in
                            content.scaleEffect(scale)
                        } animation: { _ in
                            .linear(duration: 0.4)
                        }
                        .accessibilityIdentifier("badge")
                        .offset(x: 6, y: -6)
                }

            Button("Ping", systemImage: "bell.badge") {
                pings += 1
            }
        }
    }
}

#Preview {
    PhasePulseBadge()
}
