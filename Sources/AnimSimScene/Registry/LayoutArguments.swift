import Foundation
import AnimSimCore

/// One resolved parameter value handed to a layout factory.
public enum LayoutArgument: Sendable {
    case number(Double)
    case angle(Angle)
    case integer(Int)
    case bool(Bool)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case color(Color)
    case text(String)
    case group(LayoutArguments)
}

/// A layout's parameters at one model state, `$name` references already read from the state.
/// The loader has checked every value against the declared `LayoutParameter`s, so the
/// accessors answer directly. Asking for an undeclared name is a programming error in the
/// factory: `LayoutRegistry.register` runs each factory once and traps on it there, so a
/// misspelt name never silently reads 0 during a scene.
public struct LayoutArguments: Sendable {
    public private(set) var values: [String: LayoutArgument]
    /// How many children the layout has, for factories that size themselves by it.
    public var childCount: Int
    /// While the registry checks a factory: the names it asked for that nobody declared.
    let probe: UndeclaredNames?

    public init(_ values: [String: LayoutArgument] = [:], childCount: Int = 0) {
        self.values = values
        self.childCount = childCount
        probe = nil
    }

    init(probing values: [String: LayoutArgument], declared: Set<String>) {
        self.values = values
        childCount = 0
        probe = UndeclaredNames(declared: declared)
    }

    public subscript(name: String) -> LayoutArgument? { value(name) }

    private func value(_ name: String) -> LayoutArgument? {
        probe?.ask(name)
        return values[name]
    }

    public func optionalNumber(_ name: String) -> Double? {
        switch value(name) {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        case .angle(let value)?: value.degrees
        default: nil
        }
    }

    public func number(_ name: String) -> Double { optionalNumber(name) ?? 0 }
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(number(name)) }
    public func optionalCGFloat(_ name: String) -> CGFloat? { optionalNumber(name).map { CGFloat($0) } }

    public func angle(_ name: String) -> Angle {
        if case .angle(let value)? = value(name) { return value }
        return .degrees(number(name))
    }

    public func integer(_ name: String) -> Int {
        if case .integer(let value)? = value(name) { return value }
        return Int(number(name))
    }

    public func bool(_ name: String) -> Bool {
        if case .bool(let value)? = value(name) { return value }
        return false
    }

    public func alignment(_ name: String) -> Alignment {
        if case .alignment(let value)? = value(name) { return value }
        return .center
    }

    public func horizontalAlignment(_ name: String) -> HorizontalAlignment {
        if case .horizontalAlignment(let value)? = value(name) { return value }
        return .center
    }

    public func verticalAlignment(_ name: String) -> VerticalAlignment {
        if case .verticalAlignment(let value)? = value(name) { return value }
        return .center
    }

    public func color(_ name: String) -> Color {
        if case .color(let value)? = value(name) { return value }
        return .clear
    }

    public func string(_ name: String) -> String {
        if case .text(let value)? = value(name) { return value }
        return ""
    }

    public func group(_ name: String) -> LayoutArguments {
        if case .group(let value)? = value(name) { return value }
        return LayoutArguments()
    }
}

/// The names a factory asked for that its layout does not declare, collected while the
/// registry runs the factory once.
final class UndeclaredNames: @unchecked Sendable {
    let declared: Set<String>
    private let lock = NSLock()
    private var asked: [String] = []

    init(declared: Set<String>) { self.declared = declared }

    func ask(_ name: String) {
        guard !declared.contains(name) else { return }
        lock.withLock { if !asked.contains(name) { asked.append(name) } }
    }

    var undeclared: [String] { lock.withLock { asked } }
}
