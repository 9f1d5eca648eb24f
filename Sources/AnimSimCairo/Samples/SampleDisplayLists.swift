import AnimSimCore
import AnimSimPresentation
import Foundation

/// Hand-made display lists for benchmarks and golden-image tests: they exercise the
/// painter without depending on the layout engine, so a layout change never moves a
/// rendering golden.
public enum SampleDisplayLists {
    public static let wheelColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .purple]

    /// Eight labelled rounded squares on a circle, each rotated to point at the centre
    /// (the wheel layout at `angle`).
    public static func wheel(size: CGSize = CGSize(width: 320, height: 240), radius: CGFloat? = nil,
                             squareSide: CGFloat = 36, angle: Angle = .zero, time: Double = 0,
                             strategy: Strategy = .animatable) -> DisplayList {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let r = radius ?? min(size.width, size.height) / 2 - squareSide
        var items = [DisplayItem(id: "wheel", frame: CGRect(origin: .zero, size: size), shape: nil)]
        for (index, color) in wheelColors.enumerated() {
            let a = angle + .degrees(Double(index) * 45)
            let c = CGPoint(x: center.x + r * CGFloat(cos(a.radians)), y: center.y + r * CGFloat(sin(a.radians)))
            let frame = CGRect(x: c.x - squareSide / 2, y: c.y - squareSide / 2, width: squareSide, height: squareSide)
            items.append(DisplayItem(id: "square\(index)", frame: frame,
                                     shape: .roundedRectangle(cornerRadius: squareSide * 0.22), fill: color,
                                     label: .init("\(index)", fontSize: squareSide * 0.4), rotation: a,
                                     parent: 0, depth: 1))
        }
        return DisplayList(size: size, background: Color(hex: 0x15161C), time: time, strategy: strategy,
                           state: [.init("angle", value: angle.degrees, isAngle: true)], items: items)
    }

    /// A small tree: a container drawing dashed connections (no stroke of its own, so the
    /// default tree style), circle nodes, one outlined node with a custom dash, one node at
    /// half opacity, a caption `Text`, and measured sizes on the root for showSizes.
    public static func tree(size: CGSize = CGSize(width: 320, height: 240)) -> DisplayList {
        let nodes: [(id: String, label: String, x: CGFloat, y: CGFloat, color: Color?)] = [
            ("root", "A", 160, 60, .blue), ("left", "B", 90, 130, .green), ("right", "C", 230, 130, .orange),
            ("leaf1", "D", 50, 195, nil), ("leaf2", "E", 130, 195, .pink), ("leaf3", "F", 230, 195, .teal),
        ]
        let edges = [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5)]
        var path = AnimSimCore.Path()
        for (from, to) in edges {
            path.move(to: CGPoint(x: nodes[from].x, y: nodes[from].y))
            path.addLine(to: CGPoint(x: nodes[to].x, y: nodes[to].y))
        }
        var items = [DisplayItem(id: "tree", frame: CGRect(origin: .zero, size: size), shape: nil, paths: [path])]
        for (index, node) in nodes.enumerated() {
            let side: CGFloat = index == 0 ? 44 : 34
            let frame = CGRect(x: node.x - side / 2, y: node.y - side / 2, width: side, height: side)
            var item = DisplayItem(id: node.id, frame: frame, shape: .circle, fill: node.color,
                                   label: .init(node.label),
                                   parent: 0, depth: 1)
            if node.id == "right" {
                item.fill = nil
                item.stroke = StrokeStyle(color: .orange, lineWidth: 2.5, dash: [5, 3])
            }
            if node.id == "leaf3" { item.opacity = 0.5 }
            if node.id == "root" {
                item.measuredSizes = [.init(.minimum, CGSize(width: 20, height: 30)),
                                      .init(.ideal, CGSize(width: 44, height: 44)),
                                      .init(.maximum, CGSize(width: CGFloat.infinity, height: 44.5))]
            }
            items.append(item)
        }
        items.append(DisplayItem(id: "title", frame: CGRect(x: 12, y: 10, width: 120, height: 18),
                                 shape: .text("Binary tree", fontSize: 14), parent: 0, depth: 1))
        return DisplayList(size: size, background: Color(hex: 0x15161C), time: 0, strategy: .position,
                           state: [], items: items)
    }

    /// Two panes (position and animatable) of the wheel turning from 0° to 60°, caught
    /// half way, with every overlay: ghosts of the start and end, guides (the straight
    /// chord for position, the arc for animatable), fading trails, HUD and timeline.
    public static func comparison(paneSize: CGSize = CGSize(width: 240, height: 200), progress: Double = 0.5,
                                  showSizes: Bool = false) -> FrameComposition {
        let start = Angle.degrees(0), end = Angle.degrees(60)
        let duration = 1.0, time = progress * duration
        let current = start + (end - start) * progress
        let center = CGPoint(x: paneSize.width / 2, y: paneSize.height / 2)
        let startList = wheel(size: paneSize, squareSide: 28, angle: start, strategy: .position)
        let endList = wheel(size: paneSize, squareSide: 28, angle: end, strategy: .position)
        let radius = min(paneSize.width, paneSize.height) / 2 - 28

        func arcPoint(_ index: Int, _ angle: Angle) -> CGPoint {
            let a = angle + .degrees(Double(index) * 45)
            return CGPoint(x: center.x + radius * CGFloat(cos(a.radians)), y: center.y + radius * CGFloat(sin(a.radians)))
        }
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
        }

        // position: frames travel the chord, rotation interpolates on its own.
        var positionList = wheel(size: paneSize, squareSide: 28, angle: current, time: time, strategy: .position)
        for index in 0..<8 {
            let c = lerp(arcPoint(index, start), arcPoint(index, end), progress)
            positionList.items[index + 1].frame.origin = CGPoint(x: c.x - 14, y: c.y - 14)
        }
        let animatableList = wheel(size: paneSize, squareSide: 28, angle: current, time: time, strategy: .animatable)

        let samples = 12
        func trail(_ index: Int, _ point: (Double) -> CGPoint) -> Trail {
            let points = (0...samples).map { step -> Trail.Point in
                let t = progress * Double(step) / Double(samples)
                return Trail.Point(point(t), age: 1 - Double(step) / Double(samples))
            }
            return Trail(viewID: "square\(index)", color: wheelColors[index], points: points)
        }
        let chordOverlays = PaneOverlays(
            trails: (0..<8).map { i in trail(i) { lerp(arcPoint(i, start), arcPoint(i, end), $0) } },
            guides: (0..<8).map { GuidePath(viewID: "square\($0)", points: [arcPoint($0, start), arcPoint($0, end)]) },
            ghosts: [startList, endList])
        let arcOverlays = PaneOverlays(
            trails: (0..<8).map { i in trail(i) { arcPoint(i, start + (end - start) * $0) } },
            guides: (0..<8).map { i in
                GuidePath(viewID: "square\(i)", points: (0...16).map { arcPoint(i, start + (end - start) * (Double($0) / 16)) })
            },
            ghosts: [startList, endList])

        return FrameComposition(
            panes: [.init(displayList: positionList, caption: "position", overlays: chordOverlays),
                    .init(displayList: animatableList, caption: "animatable", overlays: arcOverlays)],
            hud: HUD(time: time, frame: Int((time * 60).rounded()), frameCount: 60, state: animatableList.state),
            timeline: Timeline(duration: duration, time: time,
                               markers: [.init(time: 0, kind: .change, label: "angle → 60°"),
                                         .init(time: 0.75, kind: .keyframe)]),
            showSizes: showSizes)
    }
}
