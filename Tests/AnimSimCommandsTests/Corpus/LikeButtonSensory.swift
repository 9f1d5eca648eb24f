//
//  LikeButtonSensory.swift
//  A heart that springs when tapped, with a haptic and a counter that rolls.
//

import SwiftUI

struct LikeButtonSensory: View {
    @State private var isLiked = false
    @State private var likes = 128

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.system(size: 56))
                .imageScale(.large)
                .symbolRenderingMode(.multicolor)
                .foregroundStyle(isLiked ? .red : .gray)
                .scaleEffect(isLiked ? 1.25 : 1)
                .animation(.spring(response: 0.35, dampingFraction: 0.45), value: isLiked)
                .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
                .accessibilityIdentifier("heart")
                .onTapGesture {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                }

            Label("\(likes) likes", systemImage: "hand.thumbsup")
                .font(.headline)
                .monospacedDigit()
                .contentTransition(.numericText())
                .tint(.pink)
        }
        .padding(32)
    }
}

#Preview {
    LikeButtonSensory()
}
