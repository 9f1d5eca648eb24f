//
//  WaveTextRenderer.swift
//  A title whose letters ride a wave, drawn by a TextRenderer (iOS 18).
//

import SwiftUI

struct WaveRenderer: TextRenderer {
    var progress: Double
    var amplitude: Double = 12

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, glyph) in run.enumerated() {
                    let angle = (progress + Double(index) / Double(run.count)) * 2 * .pi
                    var copy = context
                    copy.translateBy(x: 0, y: amplitude * sin(angle))
                    copy.draw(glyph, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

struct WaveTextRenderer: View {
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 24) {
            Text("Hello, wave")
                .font(.system(size: 44, weight: .bold))
                .foregroundStyle(.blue)
                .textRenderer(WaveRenderer(progress: progress))
                .accessibilityIdentifier("title")
            Text("letters on a sine")
                .font(.headline)
                .foregroundStyle(.secondary)
        }
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                progress = 1
            }
        }
    }
}
