import Foundation

/// A polyline path, the part of SwiftUI's `Path` that layouts draw (tree connections).
public struct Path: Equatable, Sendable, CustomStringConvertible {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public var isEmpty: Bool { elements.isEmpty }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = Path()
        copy.elements = elements.map {
            switch $0 {
            case .move(let p): .move(to: CGPoint(x: p.x + dx, y: p.y + dy))
            case .line(let p): .line(to: CGPoint(x: p.x + dx, y: p.y + dy))
            }
        }
        return copy
    }

    public var description: String {
        elements.map {
            switch $0 {
            case .move(let p): "M \(p.x.formatted) \(p.y.formatted)"
            case .line(let p): "L \(p.x.formatted) \(p.y.formatted)"
            }
        }.joined(separator: " ")
    }
}
