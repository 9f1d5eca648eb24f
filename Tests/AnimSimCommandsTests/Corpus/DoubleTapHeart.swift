//
//  DoubleTapHeart.swift
//  A photo card: double-tap anywhere on it (gaps included) and a heart pops over it.
//

import SwiftUI

struct DoubleTapHeart: View {
    @State private var showHeart = false
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 18)
                .fill(Color.teal)
                .frame(width: 220, height: 160)
            Text("\(likes) likes")
                .font(.subheadline)
                .monospacedDigit()
        }
        .padding(30)
        .overlay {
            if showHeart {
                Image(systemName: "heart.fill")
                    .font(.system(size: 72))
                    .foregroundStyle(.white)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .background {
            RoundedRectangle(cornerRadius: 24)
                .stroke(Color.gray.opacity(0.4), lineWidth: 1)
        }
        .contentShape(Rectangle())
        .onTapGesture(count: 2) {
            likes += 1
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { showHeart = true }
        }
        .accessibilityIdentifier("photo")
    }
}

#Preview {
    DoubleTapHeart()
}
