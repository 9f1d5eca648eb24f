import Foundation

// Public initialisers for the display-list values. Swift only synthesises internal
// memberwise ones, and renderers, benchmarks and golden-image tests outside the core need to
// build display lists by hand (without running a layout). Labels differ from the
// synthesised initialisers (order or unlabelled first arguments) so the two never clash.

extension DisplayItem {
    public init(id: String, frame: CGRect, shape: Shape?, fill: Color? = nil, stroke: StrokeStyle? = nil,
                label: Label? = nil, rotation: Angle = .zero, scale: CGFloat = 1, opacity: Double = 1,
                parent: Int? = nil, depth: Int = 0, paths: [Path] = [], measuredSizes: [MeasuredSize] = [],
                isModifier: Bool = false) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.frame = frame
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.label = label
        self.paths = paths
        self.measuredSizes = measuredSizes
        self.isModifier = isModifier
    }
}

extension DisplayItem.Label {
    public init(_ text: String, fontSize: CGFloat = 13, color: Color? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.color = color
    }
}

extension DisplayList.StateValue {
    public init(_ name: String, value: Double, isAngle: Bool = false) {
        self.name = name
        self.value = value
        self.isAngle = isAngle
    }

    public init(_ name: String, discrete: SceneValue) {
        self.init(name: name, value: 0, isAngle: false, discrete: discrete)
    }
}

extension DisplayItem.MeasuredSize {
    public init(_ request: SizeRequest, _ size: CGSize) {
        self.request = request
        self.size = size
    }
}
