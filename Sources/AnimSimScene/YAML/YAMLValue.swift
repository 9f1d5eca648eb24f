import Foundation

/// A YAML node with its position, detached from Yams: Sendable, free of anchors and aliases,
/// and of bounded depth, so the rest of the loader can walk it recursively without care.
indirect enum YAMLValue: Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLValue], SourceLocation)
    case mapping([YAMLPair], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .sequence(_, let location), .mapping(_, let location): location
        }
    }

    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var items: [YAMLValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    var pairs: [YAMLPair]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    var isNull: Bool { scalar?.isNull ?? false }

    /// What the user wrote, for "expected …, found …" messages.
    var kindDescription: String {
        switch self {
        case .scalar(let scalar):
            if scalar.isNull { return "nothing" }
            return Echo.quoted(scalar.text)
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// This value with every scalar's text passed through `transform` (forEach's `{i}`).
    func mapScalars(_ transform: (String) -> String) -> YAMLValue {
        switch self {
        case .scalar(var scalar):
            scalar.text = transform(scalar.text)
            return .scalar(scalar)
        case .sequence(let items, let location):
            return .sequence(items.map { $0.mapScalars(transform) }, location)
        case .mapping(let pairs, let location):
            return .mapping(pairs.map { YAMLPair(key: $0.key, value: $0.value.mapScalars(transform)) }, location)
        }
    }
}

/// A scalar's text as written (no type guessing: the loader decides what a value means from
/// where it appears, so `no` is a string where a string is expected).
struct YAMLScalar: Sendable {
    enum Style: Sendable { case plain, quoted, block }

    var text: String
    var style: Style
    var location: SourceLocation
    /// A block scalar's (`|`, `>`) content lines as written: where each starts and how many
    /// characters it has, so an error inside the text lands on its own line.
    var blockLines: [(start: SourceLocation, length: Int)] = []

    /// `key:` with nothing after it, `~` or `null`, unquoted.
    var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }

    /// Where character `offset` of the text is, for errors inside a string (an animation).
    /// Exact for plain and single-line quoted scalars, and for block scalars line by line
    /// (a fold or a line break is one character between two lines).
    func location(ofOffset offset: Int) -> SourceLocation {
        var rest = offset
        for (index, line) in blockLines.enumerated() {
            if rest <= line.length || index == blockLines.count - 1 { return line.start.advanced(by: rest) }
            rest -= line.length + 1
        }
        return location.advanced(by: offset + (style == .quoted ? 1 : 0))
    }
}

/// One `key: value` entry. Keys are always scalars; the YAML reader rejects others.
struct YAMLPair: Sendable {
    var key: YAMLScalar
    var value: YAMLValue
}
