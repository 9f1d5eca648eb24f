import Foundation

/// A `Path` used as a shape is itself, whatever the rect; it does not animate (S5).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension ShapeKind {
    /// The outline of a scene file's shape kind in `rect`: the same paths SwiftUI's
    /// built-ins draw (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`).
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle: Path(rect)
        case .roundedRectangle(let r): Path(roundedRect: rect, cornerRadius: r)
        case .circle:
            Path(ellipseIn: CGRect(x: rect.midX - min(abs(rect.width), abs(rect.height)) / 2,
                                   y: rect.midY - min(abs(rect.width), abs(rect.height)) / 2,
                                   width: min(abs(rect.width), abs(rect.height)), height: min(abs(rect.width), abs(rect.height))))
        case .capsule: Path(roundedRect: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2)
        }
    }
}
