import Foundation

/// What Xcode gives an app that a Swift file compiled alone on Linux cannot have, said where
/// the compiler stops, in the words of `UnsupportedNames`:
/// - `import PlaygroundSupport`: a playground's live view is Xcode's; `animsim play` shows the
///   view itself (`ContentView.swift:2:8: error: no such module 'PlaygroundSupport';
///   PlaygroundSupport (a playground's live view) is not supported on Linux by AnimSim: …`);
///   any other module missing is named as unsupported the same way;
/// - `Image(.bellagio)`, `Color(.brand)` with no such set: `animsim` generates the asset
///   symbols Xcode does from the project's catalogs (`AssetSymbols`), so a member the compiler
///   does not find is a set no catalog has, or one Xcode names otherwise (`AssetSymbolMisses`
///   says so, with the catalogs read).
enum XcodeOnlyNames {
    /// The diagnostic's first line with what it means, or nil when it is not about these;
    /// `catalogs` are those the asset symbols came from.
    static func annotate(_ head: String, catalogs: [String] = []) -> String? {
        if let module = quoted(after: "error: no such module '", in: head) {
            if module == "PlaygroundSupport" {
                return head + "; PlaygroundSupport (a playground's live view) is not supported on Linux by AnimSim: "
                    + "leave out the import and 'PlaygroundPage.current', and run the view with 'animsim play' "
                    + UnsupportedNames.section
            }
            return head + "; the module '\(module)' is not supported on Linux by AnimSim \(UnsupportedNames.section)"
        }
        for type in ["ImageResource", "ColorResource"] where head.contains("type '\(type)' has no member '") {
            guard let name = UnsupportedNames.missingName(in: head) else { continue }
            return head + "; " + AssetSymbolMisses.resource(type, name: name, catalogs: catalogs)
        }
        // `Color(.brand)` with no such colour set: `Color(_: UIColor)` is tried too, and named.
        if head.contains("type 'UIColor' has no member '"), let name = UnsupportedNames.missingName(in: head) {
            return head + "; " + AssetSymbolMisses.color(name, catalogs: catalogs)
        }
        return nil
    }

    /// The text between `prefix` and the next quote.
    private static func quoted(after prefix: String, in head: String) -> String? {
        guard let start = head.range(of: prefix) else { return nil }
        let name = head[start.upperBound...].prefix { $0 != "'" }
        return name.isEmpty ? nil : String(name)
    }
}
