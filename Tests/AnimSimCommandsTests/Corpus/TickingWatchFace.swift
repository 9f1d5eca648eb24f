//
//  TickingWatchFace.swift
//  A watch face whose second hand ticks once a second, with the time written under it.
//

import SwiftUI

struct HandAngles {
    let date: Date
    private let calendar = Calendar.current

    init(date: Date) { self.date = date }

    var second: Angle {
        .degrees(Double(calendar.component(.second, from: date)) * 6)
    }

    var minute: Angle {
        .degrees(Double(calendar.component(.minute, from: date)) * 6)
    }
}

struct TickingWatchFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let angles = HandAngles(date: context.date)

            VStack(spacing: 24) {
                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.4), lineWidth: 6)
                        .frame(width: 180, height: 180)

                    Capsule()
                        .fill(Color.primary)
                        .frame(width: 4, height: 60)
                        .offset(y: -30)
                        .rotationEffect(angles.minute)

                    Capsule()
                        .fill(Color.orange)
                        .frame(width: 2, height: 80)
                        .offset(y: -40)
                        .rotationEffect(angles.second)
                        .accessibilityIdentifier("secondHand")

                    Circle()
                        .fill(Color.orange)
                        .frame(width: 10, height: 10)
                }

                Text(context.date, style: .time)
                    .font(.system(size: 20))
                    .accessibilityIdentifier("timeLabel")
            }
        }
    }
}

#Preview {
    TickingWatchFace()
}
