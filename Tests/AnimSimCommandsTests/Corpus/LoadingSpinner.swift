//
//  LoadingSpinner.swift
//  An arc that spins forever while a caption waits underneath.
//

import SwiftUI

struct LoadingSpinner: View {
    @State private var isSpinning = false

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 64, height: 64)
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                .accessibilityIdentifier("spinner")

            Text("Loading…")
                .font(.system(size: 15, weight: .medium, design: .rounded))
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear {
            isSpinning = true
        }
    }
}

#Preview {
    LoadingSpinner()
}
