import SwiftUI

/// A regular polygon whose side count animates (Advanced SwiftUI Animations, part 1): the
/// count is a `Double` routed through `animatableData`, so SwiftUI asks `path(in:)` for 4.5
/// sides half-way and a new vertex grows out of an edge. Vertex k of s sides sits at angle
/// 2πk/s from the top; with s fractional, the last vertex stops short of the first.
struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let count = Int(sides.rounded(.up))
        var path = Path()
        for k in 0..<count {
            let angle = 2 * Double.pi * Double(k) / sides - Double.pi / 2
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// The polygon from 4 to 30 sides and a progress ring from 0 to 1 in 2 s, linear, from
/// t = 0 (`onAppear`): at 1 s the polygon has 17 sides and the ring is half drawn in the
/// animatable pane; the position pane morphs the outlines point by point.
struct ContentView: View {
    @State var sides = 4.0
    @State var progress = 0.0

    var body: some View {
        HStack(spacing: 40) {
            Polygon(sides: sides)
                .fill(Color.orange)
                .frame(width: 140, height: 140)
                .id("polygon")
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 120, height: 120)
                .id("ring")
        }
        .onAppear {
            withAnimation(.linear(duration: 2)) {
                sides = 30
                progress = 1
            }
        }
    }
}
