//
//  TypingIndicator.swift
//  Three dots that swell one after the other, as a chat shows someone typing.
//

import SwiftUI

struct TypingIndicator: View {
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 10, height: 10)
                    .scaleEffect(isAnimating ? 1 : 0.5)
                    .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(i) * 0.2), value: isAnimating)
                    .accessibilityIdentifier("dot\(i)")
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background {
            Capsule().fill(Color(.systemGray5))
        }
        .onAppear { isAnimating = true }
    }
}

#Preview {
    TypingIndicator()
}
