//
//  OrbitApp.swift
//  A whole app in one file, as a Swift 5 project keeps it: the App, its window and a
//  planet orbiting a sun on a TimelineView, with a moon drawn in a Canvas.
//

import SwiftUI

@main
struct OrbitApp: App {
    var body: some Scene {
        WindowGroup {
            OrbitView()
        }
    }
}

final class OrbitSettings: ObservableObject {
    @Published var period: Double = 4
    @Published var showsTrail = true
}

struct OrbitView: View {
    @StateObject private var settings = OrbitSettings()

    var body: some View {
        NavigationStack {
            TimelineView(.animation) { timeline in
                let time = timeline.date.timeIntervalSinceReferenceDate
                let angle = time / settings.period * 2 * .pi
                ZStack {
                    if settings.showsTrail {
                        Circle()
                            .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                            .frame(width: 220, height: 220)
                    }
                    Circle()
                        .fill(Color.yellow)
                        .frame(width: 50, height: 50)
                        .shadow(color: .orange, radius: 12)
                    Canvas { context, size in
                        let moon = CGPoint(x: size.width / 2 + cos(angle * 3) * 30, y: size.height / 2 + sin(angle * 3) * 30)
                        context.fill(Path(ellipseIn: CGRect(x: size.width / 2 - 10, y: size.height / 2 - 10, width: 20, height: 20)),
                                     with: .color(.blue))
                        context.fill(Path(ellipseIn: CGRect(x: moon.x - 4, y: moon.y - 4, width: 8, height: 8)),
                                     with: .color(.gray))
                    }
                    .frame(width: 80, height: 80)
                    .offset(x: cos(angle) * 110, y: sin(angle) * 110)
                }
            }
            .navigationTitle("Orbit")
        }
    }
}
