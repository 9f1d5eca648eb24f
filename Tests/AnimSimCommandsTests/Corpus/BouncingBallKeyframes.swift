//
//  BouncingBallKeyframes.swift
//  A ball that drops, squashes on the floor and springs back, with keyframe tracks.
//

import SwiftUI

struct BallValues {
    var offsetY: CGFloat = -120
    var squash: CGFloat = 1
    var rotation: Angle = .zero
}

struct BouncingBallKeyframes: View {
    @State private var bounces = 0

    var body: some View {
        VStack(spacing: 40) {
            Circle()
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .keyframeAnimator(initialValue: BallValues(), repeating: true) { content, value in
                    content
                        .scaleEffect(x: 1 / value.squash, y: value.squash, anchor: .bottom)
                        .rotationEffect(value.rotation)
                        .offset(y: value.offsetY)
                } keyframes: { _ in
                    KeyframeTrack(\.offsetY) {
                        CubicKeyframe(0, duration: 0.45)
                        CubicKeyframe(-120, duration: 0.55)
                    }
                    KeyframeTrack(\.squash) {
                        LinearKeyframe(1, duration: 0.4)
                        SpringKeyframe(0.7, duration: 0.1, spring: .snappy)
                        SpringKeyframe(1, duration: 0.5, spring: .bouncy)
                    }
                    KeyframeTrack(\.rotation) {
                        LinearKeyframe(.degrees(180), duration: 1)
                    }
                }

            Rectangle()
                .fill(Color.gray.opacity(0.4))
                .frame(width: 200, height: 4)

            Button("Bounce") { bounces += 1 }
        }
    }
}

#Preview {
    BouncingBallKeyframes()
}
