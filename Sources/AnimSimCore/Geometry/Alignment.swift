import Foundation

/// SwiftUI's alignment identifiers: a guide's default position in a view's dimensions.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A horizontal guide (a vertical line), identified by its `AlignmentID` type, so users can
/// declare their own guides exactly as in SwiftUI.
public struct HorizontalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// Where this guide sits in a unit square; unknown custom guides count as centre.
    var unitValue: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }

    /// One of SwiftUI's own three. A container passes its children's explicit values of a
    /// custom guide up to its parent, never of these (`StackGuides`).
    package var isBuiltIn: Bool { self == .leading || self == .center || self == .trailing }
}

/// A vertical guide (a horizontal line).
public struct VerticalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// A view without text has its baselines at its bottom edge, as in SwiftUI; a `Text`
    /// gives its own (`LayoutGraph.textDimensions`), and containers pass them up.
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)

    var unitValue: CGFloat { self == .top ? 0 : self == .bottom ? 1 : 0.5 }

    package var isBuiltIn: Bool { self == .top || self == .center || self == .bottom }
}

/// A two-axis alignment with SwiftUI's nine names.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The names scene files use, in SwiftUI's spelling.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    var unitPoint: UnitPoint { UnitPoint(x: horizontal.unitValue, y: vertical.unitValue) }
}
