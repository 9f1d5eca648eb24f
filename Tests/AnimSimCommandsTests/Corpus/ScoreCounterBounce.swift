//
//  ScoreCounterBounce.swift
//  A score that rolls up with numericText, a heart that bounces on each point,
//  and a status line that cross-fades.
//

import SwiftUI

struct ScoreCounterBounce: View {
    @State private var score = 41
    @State private var points = 0
    @State private var status = "Ready"

    var body: some View {
        VStack(spacing: 20) {
            Text("\(score)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(score)))
                .accessibilityIdentifier("score")

            Image(systemName: "heart.fill")
                .font(.largeTitle)
                .foregroundStyle(.pink)
                .symbolEffect(.bounce, value: points)
                .accessibilityIdentifier("heart")

            Text("Best score")
                .accessibilityIdentifier("caption")
            Text("Best score")
                .accessibilityIdentifier("boldCaption")
                .bold()

            Text(status)
                .foregroundStyle(.secondary)
                .contentTransition(.opacity)
                .accessibilityIdentifier("status")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.linear(duration: 1)) {
                    score += 1
                    points += 1
                    status = "Saved"
                }
            }
        }
    }
}

#Preview {
    ScoreCounterBounce()
}
