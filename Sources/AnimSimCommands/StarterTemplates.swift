/// The files `animsim new layout NAME` writes, as text: a package whose layout `NAME` runs in
/// every AnimSim command. `Examples/CustomLayout` is exactly this for `spiral`, so the
/// templates are built and run in CI (StarterPackageTests, CustomLayoutPackageTests).
struct StarterTemplates {
    /// The layout's key in scene files and the executable's name: `spiral`.
    let name: String
    /// `Spiral`: the library module; its layout type is `SpiralLayout`.
    let module: String
    /// AnimSim's checkout, as the package's path dependency writes it (relative when it can be).
    let animsimPath: String

    init(name: String, animsimPath: String) {
        self.name = name
        module = name.prefix(1).uppercased() + name.dropFirst()
        self.animsimPath = animsimPath
    }

    var layout: String { module + "Layout" }

    /// Path in the package → contents, in the order they are written.
    var files: [(path: String, text: String)] {
        [("Package.swift", manifest), ("Sources/\(module)/\(layout).swift", layoutSource),
         ("Sources/\(module)/Registration.swift", registration), ("Sources/\(module)Command/main.swift", main),
         ("Tests/\(module)Tests/\(layout)Tests.swift", test), ("\(name).yaml", scene), ("README.md", readme),
         (".gitignore", "/.build\n/Package.resolved\n/frames\n*.png\n")]
    }

    var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        /// `\(name)`: the layout \(layout) in every AnimSim command (`swift run \(name) --help`).
        /// AnimSim comes by path: it has no release at a URL, and a path builds offline against
        /// exactly the checkout you run (docs/swift.md, "Starting a package").
        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v13)],
            products: [.executable(name: "\(name)", targets: ["\(module)Command"])],
            dependencies: [.package(name: "AnimSim", path: "\(animsimPath)")],
            targets: [
                /// The layout and its registration, a library so the tests can use them.
                .target(name: "\(module)", dependencies: [
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimScene", package: "AnimSim"),
                ]),
                /// The animsim command line with the layout registered.
                .executableTarget(name: "\(module)Command", dependencies: [
                    "\(module)",
                    .product(name: "AnimSimScene", package: "AnimSim"),
                    .product(name: "AnimSimCommands", package: "AnimSim"),
                ]),
                .testTarget(name: "\(module)Tests", dependencies: [
                    "\(module)",
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimScene", package: "AnimSim"),
                ]),
            ]
        )

        """
    }

    var layoutSource: String {
        """
        import AnimSim

        /// Views along an Archimedean spiral: view `i` sits `step` further round than view `i - 1`
        /// and `spacing` further out per turn, the whole spiral turned by `turn`. Replace the
        /// geometry with yours: this is SwiftUI's `Layout`, and code written for SwiftUI compiles
        /// here with `import SwiftUI` changed to `import AnimSim` (docs/swift.md).
        public struct \(layout): Layout {
            public var spacing: CGFloat
            public var step: Angle
            public var turn: Angle

            public init(spacing: CGFloat, step: Angle, turn: Angle) {
                self.spacing = spacing
                self.step = step
                self.turn = turn
            }

            /// What the animatable strategy interpolates, exactly as SwiftUI does: `spacing` and
            /// `turn` (in radians). `step` is left out, so a change of it moves the views in
            /// straight lines, as it would in SwiftUI. Its components are named, in this order,
            /// by the registration's `animatableData: ["spacing", "turn"]`.
            public var animatableData: AnimatablePair<CGFloat, Double> {
                get { AnimatablePair(spacing, turn.radians) }
                set {
                    spacing = newValue.first
                    turn = .radians(newValue.second)
                }
            }

            /// All the space offered: the spiral is centred in it.
            public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            /// Each view at its ideal size, centred on its point of the spiral.
            public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let angle = step.radians * Double(index) + turn.radians
                    let radius = spacing * CGFloat(step.radians * Double(index) / (2 * .pi)) + spacing
                    subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                                  anchor: .center, proposal: .unspecified)
                }
            }
        }

        """
    }

    var registration: String {
        """
        import AnimSim
        import AnimSimScene

        extension LayoutRegistry {
            /// The built-in layouts and `\(name)`, whose parameters scene files may write as
            /// `\(name): { spacing: 24, step: 30deg, turn: $turn }`. Each parameter is declared with
            /// its kind (docs/swift.md maps kinds to YAML), so a scene's values are checked at load
            /// with positioned errors; numbers and angles may be `$state` references.
            public static var with\(module): LayoutRegistry {
                var registry = LayoutRegistry.standard
                registry.register("\(name)", summary: "views on an Archimedean spiral",
                                  parameters: [.length("spacing", default: 20, summary: "how far each turn moves out"),
                                               .angle("step", default: .degrees(30), summary: "angle between neighbours"),
                                               .angle("turn", default: .zero, summary: "rotation of the whole spiral")],
                                  animatableData: ["spacing", "turn"]) { args in
                    AnyLayout(\(layout)(spacing: args.cgFloat("spacing"), step: args.angle("step"), turn: args.angle("turn")))
                }
                return registry
            }
        }

        """
    }

    var main: String {
        """
        import AnimSimCommands
        import AnimSimScene
        import Foundation
        import \(module)

        /// `swift run \(name) play | render | compare | trace | check | bench`: the whole animsim
        /// command line with `\(name)` registered; without a scene argument, \(name).yaml.
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(name).yaml").standardized.path
        AnimSimCommands.main(registry: .with\(module), defaultScene: scene)

        """
    }

    var test: String {
        """
        import Foundation
        import Testing
        import AnimSim
        import AnimSimScene
        import \(module)

        /// The scene loads with the registered layout and puts its views where the layout says.
        @Suite struct \(layout)Tests {
            static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../\(name).yaml").standardized.path

            /// At time 0 (spacing 16, turn 0) the first view's centre is one `spacing` right of the
            /// canvas centre (180, 180).
            @Test func theFirstViewSitsOneSpacingRightOfTheCentre() throws {
                let loaded = try SceneLoader(registry: .with\(module)).load(contentsOf: Self.scene)
                for strategy in [Strategy.position, .animatable] {
                    let frame = try #require(try loaded.evaluator().evaluate(at: 0, strategy: strategy).item("dot0")?.frame)
                    #expect(abs(frame.midX - 196) < 1e-9 && abs(frame.midY - 180) < 1e-9, "\\(strategy): \\(frame)")
                }
            }
        }

        """
    }

    var scene: String {
        """
        animsim: 1
        title: "\(layout): a spiral unwinding"
        description: Both panes run the same animation; the right one interpolates the layout's animatableData.
        canvas: { width: 360, height: 360, background: "#15161c" }
        duration: 2.5
        strategies: [position, animatable]
        state:
          spacing: 16
          turn: 0deg
        view:
          \(name): { spacing: $spacing, step: 35deg, turn: $turn }
          children:
            - forEach: 16
              view:
                circle: {}
                id: "dot{i}"
                fill: [yellow, orange, red, pink, purple, blue, cyan, green]
                frame: { width: 22, height: 22 }
        timeline:
          - at: 0.25
            animation: easeInOut(duration: 2)
            set: { spacing: 34, turn: 180deg }

        """
    }
}
