//
//  ParticleFountain.swift
//  Sparks thrown up from a point and pulled down again, drawn in a Canvas every frame.
//

import SwiftUI

struct Spark {
    let angle: Double
    let speed: Double
    let delay: Double
    let hue: Double
}

struct ParticleFountain: View {
    private let sparks: [Spark] = (0..<60).map { index in
        let seed = Double(index)
        return Spark(angle: -.pi / 2 + sin(seed * 12.9898) * 0.6,
                     speed: 180 + 60 * cos(seed * 78.233),
                     delay: Double(index) / 60 * 1.6,
                     hue: Double(index % 12) / 12)
    }

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                let origin = CGPoint(x: size.width / 2, y: size.height * 0.85)
                let gravity = 320.0

                for spark in sparks {
                    let age = (now + spark.delay).truncatingRemainder(dividingBy: 1.6)
                    let x = origin.x + cos(spark.angle) * spark.speed * age
                    let y = origin.y + sin(spark.angle) * spark.speed * age + 0.5 * gravity * age * age
                    let radius = 6 * (1 - age / 1.6) + 1

                    var spot = context
                    spot.opacity = 1 - age / 1.6
                    spot.fill(Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2)),
                              with: .color(Color(hue: spark.hue, saturation: 0.8, brightness: 1)))
                }

                context.fill(Path(roundedRect: CGRect(x: origin.x - 30, y: origin.y, width: 60, height: 14), cornerRadius: 7),
                             with: .color(.gray))
            }
        }
        .background(Color.black)
        .ignoresSafeArea()
    }
}

#Preview {
    ParticleFountain()
}
