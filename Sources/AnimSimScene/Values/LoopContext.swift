import Foundation

/// One iteration of a `forEach`: what `{i}`, `{n}`, `{count}`, `{item}` and `{item.key}` mean
/// inside its view. Only the innermost forEach is visible, as with a closure's parameter.
struct LoopContext {
    let index: Int
    let count: Int
    /// The element, for `forEach: [a, b, c]` or an included list.
    let item: YAMLValue?
    /// Keys found in any element, so a misspelt `{item.nmae}` is an error while a key that
    /// only some elements have (a tree root has no parent) reads as empty text.
    let itemKeys: Set<String>

    func substitute(_ text: String, at location: SourceLocation, diagnostics: Diagnostics) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = rest[rest.index(after: open)..<close]
            if let replacement = value(of: String(name), at: location, diagnostics: diagnostics) {
                output += replacement
            } else {
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    /// nil leaves the braces as written (text may contain braces of its own).
    private func value(of name: String, at location: SourceLocation, diagnostics: Diagnostics) -> String? {
        switch name {
        case "i": return String(index)
        case "n": return String(index + 1)
        case "count": return String(count)
        case "item":
            guard let item else {
                diagnostics.error(location, "{item} is defined only in a forEach over a list (forEach: [a, b] or an include:)")
                return ""
            }
            return item.scalar?.text ?? ""
        default:
            guard name.hasPrefix("item.") else { return nil }
            let key = String(name.dropFirst(5))
            guard let pairs = item?.pairs else {
                diagnostics.error(location, "{\(name)} needs forEach items that are mappings")
                return ""
            }
            if let value = pairs.first(where: { $0.key.text == key })?.value { return value.scalar?.text ?? "" }
            if !itemKeys.contains(key) {
                diagnostics.error(location, "no forEach item has the key \(Echo.quoted(key))"
                    + Suggestions.hint(for: key, among: itemKeys.sorted()))
            }
            return ""
        }
    }
}
