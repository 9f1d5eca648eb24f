//
//  ClockFaceCanvas.swift
//  A clock face drawn in a Canvas: ticks by rotating the context, numerals as text,
//  a centre cap from a symbol, and a second hand sweeping on a periodic timeline.
//

import SwiftUI

struct ClockFaceCanvas: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { timeline in
            Canvas { context, size in
                let radius = min(size.width, size.height) / 2 - 10
                let center = CGPoint(x: size.width / 2, y: size.height / 2)

                context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                      width: radius * 2, height: radius * 2)),
                               with: .color(.primary), lineWidth: 3)

                for tick in 0..<60 {
                    var hand = context
                    hand.translateBy(x: center.x, y: center.y)
                    hand.rotate(by: .degrees(Double(tick) * 6))
                    let length: CGFloat = tick % 5 == 0 ? 14 : 6
                    hand.fill(Path(CGRect(x: -1, y: -radius, width: 2, height: length)), with: .color(.secondary))
                }

                for hour in 1...12 {
                    let angle = Double(hour) / 12 * 2 * .pi
                    let point = CGPoint(x: center.x + sin(angle) * (radius - 32), y: center.y - cos(angle) * (radius - 32))
                    context.draw(Text("\(hour)").font(.headline), at: point)
                }

                let seconds = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
                var second = context
                second.translateBy(x: center.x, y: center.y)
                second.rotate(by: .degrees(seconds * 6))
                second.stroke(Path { path in
                    path.move(to: CGPoint(x: 0, y: 12))
                    path.addLine(to: CGPoint(x: 0, y: -radius + 18))
                }, with: .color(.red), lineWidth: 2)

                if let cap = context.resolveSymbol(id: "cap") {
                    context.draw(cap, at: center)
                }
            } symbols: {
                Circle()
                    .fill(Color.red)
                    .frame(width: 12, height: 12)
                    .tag("cap")
            }
            .frame(width: 280, height: 280)
        }
    }
}

#Preview {
    ClockFaceCanvas()
}
