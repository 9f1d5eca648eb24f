import Foundation

/// What Xcode gives an app that a Swift file compiled alone on Linux cannot have, said where
/// the compiler stops, in the words of `UnsupportedNames`:
/// - `import PlaygroundSupport`: a playground's live view is Xcode's; `animsim play` shows the
///   view itself (`ContentView.swift:2:8: error: no such module 'PlaygroundSupport';
///   PlaygroundSupport (a playground's live view) is not supported on Linux by AnimSim: …`);
///   any other module missing is named as unsupported the same way;
/// - `Image(.bellagio)`: the asset symbols Xcode generates from `Assets.xcassets`
///   (`ImageResource.bellagio`) do not exist, and the error says to name the image set, as
///   `Image("bellagio")` does, which AnimSim finds in the catalog (`AssetImages`).
enum XcodeOnlyNames {
    /// The diagnostic's first line with what it means, or nil when it is not about these.
    static func annotate(_ head: String) -> String? {
        if let module = quoted(after: "error: no such module '", in: head) {
            if module == "PlaygroundSupport" {
                return head + "; PlaygroundSupport (a playground's live view) is not supported on Linux by AnimSim: "
                    + "leave out the import and 'PlaygroundPage.current', and run the view with 'animsim play' "
                    + UnsupportedNames.section
            }
            return head + "; the module '\(module)' is not supported on Linux by AnimSim \(UnsupportedNames.section)"
        }
        if head.contains("type 'ImageResource' has no member '"), let name = UnsupportedNames.missingName(in: head) {
            return head + "; asset symbols such as 'ImageResource.\(name)', which Xcode generates from Assets.xcassets, "
                + "are not supported on Linux by AnimSim: name the image set instead, Image(\"\(name)\") "
                + "with the set's exact name \(UnsupportedNames.section)"
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
