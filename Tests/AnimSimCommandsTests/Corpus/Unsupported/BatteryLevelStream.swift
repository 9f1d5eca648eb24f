//
//  BatteryLevelStream.swift
//  A battery gauge that animates to each level a notification stream delivers.
//

import SwiftUI

final class BatteryMonitor {
    var levels: AsyncStream<Double> {
        AsyncStream { continuation in
            NotificationCenter.default.addObserver(forName: Notification.Name("BatteryLevelDidChange"),
                                                   object: nil, queue: nil) { note in
                continuation.yield(note.object as? Double ?? 0)
            }
        }
    }
}

struct BatteryLevelStream: View {
    private let monitor = BatteryMonitor()
    @State private var level = 0.5

    var body: some View {
        ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.primary, lineWidth: 3)
                .frame(width: 120, height: 50)
            RoundedRectangle(cornerRadius: 5)
                .fill(level > 0.2 ? Color.green : Color.red)
                .frame(width: 112 * level, height: 42)
                .padding(.leading, 4)
        }
        .task {
            for await newLevel in monitor.levels {
                withAnimation(.easeInOut) { level = newLevel }
            }
        }
    }
}

#Preview {
    BatteryLevelStream()
}
