//
//  TextRendererShimmer.swift
//  A title whose lines shimmer with a custom TextRenderer (iOS 18).
//

import SwiftUI

struct Shimmer: TextRenderer {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            var copy = context
            copy.opacity = 0.5 + 0.5 * sin(phase)
            copy.draw(line)
        }
    }
}

struct TextRendererShimmer: View {
    @State private var phase = 0.0

    var body: some View {
        Text("Shimmering")
            .font(.largeTitle)
            .textRenderer(Shimmer(phase: phase))
            .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = .pi * 2 }
            }
    }
}
