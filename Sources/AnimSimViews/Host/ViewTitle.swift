/// The title a hosted view gets when the user gives none: its type's name, without the
/// `ModifiedContent` wrappers modifiers add.
///
/// A preview is usually the view plus a modifier or two (`#Preview { Card()
/// .preferredColorScheme(.dark) }`), whose type is `ModifiedContent<Card,
/// _SurroundingsModifier>`: the heading of every still and of the window read that, where
/// Xcode's canvas names the view. The view is the first generic argument of each
/// `ModifiedContent`, so the wrappers are peeled from the outside in. Other generic types
/// (`Group<…>`, `TupleView<…>`) are the user's structure and keep their names.
enum ViewTitle {
    static func of(_ type: Any.Type) -> String {
        of(name: "\(type)")
    }

    static func of(name: String) -> String {
        var name = Substring(name)
        let wrapper = "ModifiedContent<"
        while name.hasPrefix(wrapper), name.hasSuffix(">") {
            let inside = name.dropFirst(wrapper.count).dropLast()
            guard let comma = firstTopLevelComma(in: inside) else { break }
            name = inside[..<comma]
        }
        return String(name)
    }

    /// The first comma not nested in angle brackets, parentheses or square brackets: where
    /// `ModifiedContent`'s content type ends, whatever generics it has itself.
    private static func firstTopLevelComma(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
