import Foundation
import AnimSimCore

/// The layouts every scene file can use, registered through the public API like any user's.
/// Parameter names follow the Swift initialisers; defaults are the articles'.
enum BuiltinLayouts {
    static let registry: LayoutRegistry = LayoutRegistry()
        .registering("hstack", summary: "SwiftUI's HStack",
                     parameters: [.optionalNumber("spacing", summary: "between views; default: the views' preferred spacing"),
                                  .verticalAlignment("alignment", default: .center)]) { args in
            AnyLayout(HStackLayout(alignment: args.verticalAlignment("alignment"), spacing: args.optionalCGFloat("spacing")))
        }
        .registering("vstack", summary: "SwiftUI's VStack",
                     parameters: [.optionalNumber("spacing", summary: "between views; default: the views' preferred spacing"),
                                  .horizontalAlignment("alignment", default: .center)]) { args in
            AnyLayout(VStackLayout(alignment: args.horizontalAlignment("alignment"), spacing: args.optionalCGFloat("spacing")))
        }
        .registering("zstack", summary: "SwiftUI's ZStack", parameters: [.alignment("alignment", default: .center)]) { args in
            AnyLayout(ZStackLayout(alignment: args.alignment("alignment")))
        }
        .registering("wheel", summary: "views on a circle, the first at 12 o'clock (article 000)",
                     parameters: wheelParameters, animatableData: ["rotation", "radius"]) { args in
            AnyLayout(wheel(args))
        }
        .registering("wave", summary: "views along a sine wave across the width (article 000)",
                     parameters: waveParameters, animatableData: ["amplitude", "frequency", "angle"]) { args in
            AnyLayout(wave(args))
        }
        .registering("interpolated", summary: "a blend of a wheel (pct 0) and a wave (pct 1) (article 000)",
                     parameters: [.number("pct", default: 0, min: 0, max: 1, summary: "0 = wheel, 1 = wave"),
                                  .group("wheel", wheelParameters), .group("wave", waveParameters)],
                     animatableData: ["pct", "wheel.rotation", "wheel.radius", "wave.amplitude", "wave.frequency", "wave.angle"]) { args in
            AnyLayout(InterpolatedLayout(pct: args.number("pct"), wheel: wheel(args.group("wheel")), wave: wave(args.group("wave"))))
        }
        .registering("recursiveWheel", summary: "rings of views, each ring smaller, inside the last (article 000)",
                     parameters: [.integer("perRing", default: 12, range: 1...1000), .length("radius", default: 130),
                                  .number("scale", default: 0.7, min: 0.01, max: 1, summary: "each ring's size relative to the last")],
                     animatableData: ["radius", "scale"]) { args in
            AnyLayout(RecursiveWheelLayout(perRing: args.integer("perRing"), radius: args.cgFloat("radius"), scale: args.cgFloat("scale")))
        }
        .registering("composed", summary: "three views in a row on top, three at the bottom, the rest in a column (article 000)") { _ in
            AnyLayout(ComposedLayout())
        }
        .registering("flow", summary: "rows of views filled to the width, like words (article 001)",
                     parameters: [.length("spacing", default: 8), .horizontalAlignment("alignment", default: .leading), .choice("breaking", ["article", "exact"], default: "article", summary: "article: a row counts the spacing after its last view (article 001); exact: only the gaps between views")],
                     animatableData: ["spacing"]) { args in
            AnyLayout(FlowLayout(spacing: args.cgFloat("spacing"), alignment: args.horizontalAlignment("alignment"), breaking: FlowLayout.Breaking(rawValue: args.string("breaking")) ?? .article))
        }
        .registering("waterfall", summary: "columns, each view going to the shortest (article 003)",
                     parameters: [.integer("columns", default: 2, range: 1...100), .length("spacing", default: 8), .choice("sizing", ["article", "tight"], default: "article", summary: "article: the height counts a spacing below the tallest column (article 003); tight: it does not, and an unspecified width fits the widest view")],
                     animatableData: ["spacing"]) { args in
            AnyLayout(WaterfallLayout(columns: args.integer("columns"), spacing: args.cgFloat("spacing"), sizing: WaterfallLayout.Sizing(rawValue: args.string("sizing")) ?? .article))
        }
        .registering("circular", summary: "views on a circle of a third of the shorter side, the first at 3 o'clock (article 003)") { _ in
            AnyLayout(CircularLayout())
        }
        .registering("tree", summary: "a tree with connecting lines; children carry id and parent (article 000)",
                     parameters: [.length("horizontalSpacing", default: 20), .length("verticalSpacing", default: 40)],
                     children: .treeNodes, animatableData: ["horizontalSpacing", "verticalSpacing"]) { args in
            AnyLayout(TreeLayout(horizontalSpacing: args.cgFloat("horizontalSpacing"), verticalSpacing: args.cgFloat("verticalSpacing")))
        }
        .registeringArticleDemos()

    static let wheelParameters: [LayoutParameter] = [
        .length("radius", default: 130, summary: "of the circle the views' centres sit on"),
        .angle("rotation", default: .zero, summary: "clockwise turn of the whole wheel"),
    ]

    static let waveParameters: [LayoutParameter] = [
        .number("amplitude", default: 50, summary: "how far views swing either side of the axis"),
        .number("frequency", default: 1, summary: "full periods across the width"),
        .angle("angle", default: .zero, summary: "direction of the wave's axis"),
    ]

    static func wheel(_ args: LayoutArguments) -> WheelLayout {
        WheelLayout(radius: args.cgFloat("radius"), rotation: args.angle("rotation"))
    }

    static func wave(_ args: LayoutArguments) -> WaveLayout {
        WaveLayout(amplitude: args.cgFloat("amplitude"), frequency: args.cgFloat("frequency"), angle: args.angle("angle"))
    }
}
