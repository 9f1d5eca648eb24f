//
//  ObservableTicker.swift
//  A model that ticks once a second in a task; the view rolls its number and pulses.
//

import SwiftUI

@Observable
final class TickerModel {
    var count = 0
    var isRunning = true

    func tick() {
        withAnimation(.smooth) { count += 1 }
    }
}

struct ObservableTicker: View {
    @State private var model = TickerModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(model.count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(model.count)))
                .accessibilityIdentifier("count")

            Text(model.isRunning ? "Running" : "Paused")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .task {
            while model.isRunning {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    break
                }
                model.tick()
            }
        }
    }
}

#Preview {
    ObservableTicker()
}
