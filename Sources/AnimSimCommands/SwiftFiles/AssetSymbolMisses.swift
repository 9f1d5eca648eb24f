import Foundation

/// An asset symbol no catalog of the app has (`Image(.blos)`, `ImageResource.charmeleon`,
/// `Color(.brand)`). Xcode generates one per set of the target's catalogs, and so does animsim
/// (`AssetSymbols`, from every catalog of the project, `AssetCatalogs`), so a symbol the
/// compiler does not find is a set the app lacks (a file copied without its catalog, a
/// catalog outside the project's folder, a set renamed), not an API AnimSim lacks: the error
/// says so, names the catalogs animsim read, nearest the files first, and gives the spelling
/// that names a set directly (`Image("blos")`), which draws it if a loose file has the name.
enum AssetSymbolMisses {
    /// At most this many catalogs are named; the rest are counted.
    static let namedCatalogs = 4
    static let section = "(docs/swift.md, \"Around the animation\")"

    /// What `ImageResource.name` (or `ColorResource.name`) missing means, after the compiler's words.
    static func resource(_ type: String, name: String, catalogs: [String]) -> String {
        let (kind, call) = type == "ColorResource" ? ("colour", "Color") : ("image", "Image")
        return "'\(type).\(name)' is an asset symbol, which Xcode (and animsim) generates for each \(kind) set of the app's "
            + "asset catalogs, and no catalog has \(kind == "image" ? "an" : "a") \(kind) set Xcode names so (\(looked(catalogs))): "
            + "add the set to the app's Assets.xcassets, or name the set as it is spelt there, \(call)(\"\(name)\") \(section)"
    }

    /// `Color(.name)` missing: neither a UIKit colour AnimSim has nor a colour set's symbol.
    static func color(_ name: String, catalogs: [String]) -> String {
        "neither UIKit's colours nor the asset symbols Xcode (and animsim) generates for each colour set of the app's asset "
            + "catalogs have '\(name)' (\(looked(catalogs))): add the set to the app's Assets.xcassets, or name the set as "
            + "it is spelt there, Color(\"\(name)\") \(section)"
    }

    /// Where animsim looked, for the message.
    static func looked(_ catalogs: [String]) -> String {
        guard !catalogs.isEmpty else { return "animsim found no asset catalog in the app's project or beside its files" }
        let shown = catalogs.prefix(namedCatalogs).map(ProjectFiles.display)
        let more = catalogs.count > namedCatalogs ? " and \(catalogs.count - namedCatalogs) more" : ""
        return "animsim read " + shown.joined(separator: ", ") + more
    }

    /// What the implicit member `.name` written at `line`:`column` of `text` is when it is an
    /// asset symbol beyond doubt, the one argument of `Image(` (or a title's `image:`) or of
    /// `Color(`, with what is wrong; nil otherwise (`.fill(.brand)` may be a style AnimSim lacks).
    static func implicitMember(_ name: String, in text: String, line: Int, column: Int, catalogs: [String]) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let before = String(decoding: Array(lines[line - 1].utf8).prefix(max(0, column - 1)), as: UTF8.self)
        let after = String(decoding: Array(lines[line - 1].utf8).dropFirst(max(0, column - 1) + name.utf8.count), as: UTF8.self)
        guard after.drop(while: { $0 == " " }).first.map({ ",)".contains($0) }) ?? false else { return nil }
        let member = String(name.dropFirst())
        if before.range(of: #"(?:\bImage\(|\bimage:)\s*$"#, options: .regularExpression) != nil {
            return resource("ImageResource", name: member, catalogs: catalogs)
        }
        if before.range(of: #"\bColor\(\s*$"#, options: .regularExpression) != nil {
            return "'Color(\(name))': " + color(member, catalogs: catalogs)
        }
        return nil
    }
}
