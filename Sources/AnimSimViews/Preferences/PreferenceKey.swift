import AnimSimCore

/// SwiftUI's `PreferenceKey`: a value views hand up to their ancestors. An ancestor sees the
/// values of its subtree reduced in tree order: `defaultValue` when there is none.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: the view's value for `K`, replacing whatever its content set
/// for `K` (SwiftUI's `_PreferenceWritingModifier`; `transformPreference` would combine).
public struct _PreferenceWritingModifier<K: PreferenceKey>: _PrimitiveModifier {
    let value: K.Value

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let start = context.session.preferences.count
        let nodes = resolve(content, in: context)
        context.session.replacePreferences(K.self, from: start, with: value)
        return nodes
    }
}

/// `.onPreferenceChange(_:perform:)` (note U5): the reduced value of the content's
/// preferences for `K`; the action runs as a queued action, outside any transaction, with
/// the first value the identity sees and whenever a later update's value differs (`==`).
/// The call site is kept so a preference that never settles is reported where it is read.
public struct _PreferenceActionModifier<K: PreferenceKey>: _PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    let site: SourceSite

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let start = context.session.preferences.count
        let nodes = resolve(content, in: context)
        // SwiftUI's reduction: no value gives the default; one value is that value (the
        // article's `reduce` is empty); each further one is reduced into it, in tree order.
        var value: K.Value?
        for entry in context.session.preferences[start...] where entry.key == ObjectIdentifier(K.self) {
            guard let next = entry.value as? K.Value else { continue }
            if value == nil { value = next } else { K.reduce(value: &value!) { next } }
        }
        let reduced = value ?? K.defaultValue, action = action
        context.session.deliver(PreferenceDelivery(
            key: context.path + "|preference|" + String(reflecting: K.self), keyName: "\(K.self)", site: site,
            value: reduced, differs: { ($0 as? K.Value) != reduced }, run: { action(reduced) }))
        return nodes
    }
}

/// A place in the user's source, `file:line:column`, as errors name it.
public struct SourceSite: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public var description: String { "\(file):\(line):\(column)" }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// SwiftUI's signature, plus the call site (defaulted, so SwiftUI code compiles unchanged).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, file: String = #filePath, line: Int = #line,
                                                     column: Int = #column, perform action: @escaping (K.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action, site: SourceSite(file: file, line: line, column: column)))
    }
}
