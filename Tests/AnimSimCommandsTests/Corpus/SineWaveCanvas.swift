//
//  SineWaveCanvas.swift
//  Three sine waves sliding across the screen at different speeds.
//

import SwiftUI

struct SineWaveCanvas: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Waves")
                .font(.largeTitle)
                .fontWeight(.bold)

            TimelineView(.animation(minimumInterval: 1.0 / 60)) { context in
                let time = context.date.timeIntervalSinceReferenceDate
                Canvas { graphics, size in
                    for (index, color) in [Color.blue, .teal, .indigo].enumerated() {
                        let phase = time * Double(index + 1) * 2
                        let amplitude = size.height / CGFloat(4 + index * 2)
                        var wave = Path()
                        wave.move(to: CGPoint(x: 0, y: size.height / 2))
                        for x in stride(from: 0, through: size.width, by: 4) {
                            let angle = Double(x / size.width) * 2 * .pi * 1.5 + phase
                            wave.addLine(to: CGPoint(x: x, y: size.height / 2 + amplitude * CGFloat(sin(angle))))
                        }
                        graphics.stroke(wave, with: .color(color.opacity(0.8)),
                                        style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                    }
                }
                .frame(height: 200)
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    SineWaveCanvas()
}
