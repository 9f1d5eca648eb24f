//
//  PushStepCards.swift
//  Onboarding steps that push in from the trailing edge, one card per tap on "Next".
//

import SwiftUI

/// The platform helper such collections share: a padding that differs per platform, and a
/// build error on any platform the app was not written for.
enum StepPlatform {
    #if os(iOS)
    static let cardPadding: CGFloat = 20
    #elseif os(macOS)
    static let cardPadding: CGFloat = 32
    #else
    #error("Unsupported platform")
    #endif
}

struct StepCard: View {
    let number: Int
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Step \(number)")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Text(title)
                .font(.title3.weight(.semibold))
        }
        .padding(StepPlatform.cardPadding)
        .frame(width: 240, height: 120, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.teal.opacity(0.25)))
    }
}

struct PushStepCards: View {
    @State private var step = 0
    private let titles = ["Pick a photo", "Add a caption", "Share it"]

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                StepCard(number: step + 1, title: titles[step % titles.count])
                    .id(step)
                    .transition(.push(from: .trailing))
                    .accessibilityIdentifier("card\(step)")
            }
            .frame(width: 240, height: 120)
            .clipped()

            Button("Next", systemImage: "arrow.right") {
                step += 1
            }
            .buttonStyle(.borderedProminent)
        }
        .animation(.linear(duration: 1), value: step)
    }
}

#Preview {
    PushStepCards()
}
