//
//  TypingTextEffect.swift
//  A phrase typed out a letter every 0.1 s over a line that grows with it; "Next" starts
//  the next phrase over.
//

import SwiftUI

struct TypingTextEffect: View {
    private let phrases = ["Hello, SwiftUI", "Animations on a clock"]
    @State private var index = 0
    @State private var typed = ""

    var body: some View {
        VStack(spacing: 24) {
            Text(typed)
                .font(.system(.title2, design: .monospaced))
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("typed")
            Capsule()
                .fill(Color.accentColor)
                .frame(width: 10 * CGFloat(typed.count), height: 3)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("caret")
            Button("Next") {
                index = (index + 1) % phrases.count
            }
        }
        .padding(32)
        .task(id: index) {
            typed = ""
            for character in phrases[index] {
                try? await Task.sleep(for: .milliseconds(100))
                if Task.isCancelled { return }
                typed.append(character)
            }
        }
    }
}

#Preview {
    TypingTextEffect()
}
