import AnimSimCore

/// SwiftUI's `StrokeStyle`: exactly its fields, defaults and `animatableData` (M3). The
/// core calls it `LineStyle`, since its own `StrokeStyle` is a display item's painted stroke
/// (a colour with a line style), which a SwiftUI file never names.
public typealias StrokeStyle = AnimSimCore.LineStyle
