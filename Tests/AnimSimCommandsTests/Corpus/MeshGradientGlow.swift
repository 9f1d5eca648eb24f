//
//  MeshGradientGlow.swift
//  A glowing background whose mesh points drift, behind a title (iOS 18's MeshGradient).
//

import SwiftUI

struct MeshGradientGlow: View {
    @State private var drift = false

    var body: some View {
        ZStack {
            MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [drift ? 0.8 : 0.2, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [
                .purple, .indigo, .blue,
                .pink, .orange, .teal,
                .red, .yellow, .green,
            ])
            .ignoresSafeArea()

            Text("Glow")
                .font(.system(size: 48, weight: .heavy))
                .foregroundStyle(.white)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) { drift = true }
        }
    }
}
