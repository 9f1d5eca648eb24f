//
//  HeartLikeButton.swift
//  A like button that pops with a spring and a haptic, on a dark screen.
//

import SwiftUI
import UIKit

struct HeartLikeButton: View {
    @State private var isLiked = false
    @State private var scale: CGFloat = 1

    private let haptics = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()

            VStack(spacing: 24) {
                Circle()
                    .fill(isLiked ? Color(.systemPink) : Color(.systemGray3))
                    .frame(width: 120, height: 120)
                    .scaleEffect(scale)
                    .accessibilityIdentifier("heart")

                Text(isLiked ? "Liked" : "Like")
                    .font(.title2)
                    .bold()
                    .foregroundColor(.white)
            }
        }
        .preferredColorScheme(.dark)
        .statusBarHidden()
        .onAppear {
            haptics.prepare()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                haptics.impactOccurred()
                withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) {
                    isLiked = true
                    scale = 1.3
                }
            }
        }
    }
}

#Preview {
    HeartLikeButton()
}
