import AnimSimCore
import Foundation

/// An app's named colours, `Color("Brand")`, from the colour sets of the asset catalogs
/// (`Assets.xcassets/Brand.colorset/Contents.json`) beside the Swift files, as the app would
/// read them from its bundle: the universal colour, and the dark appearance's when the set has
/// one. `animsim` finds the catalogs in the folders of the files it runs and names them to the
/// program in `ANIMSIM_ASSET_CATALOGS` (paths separated by `:`). A name no set has is clear,
/// with SwiftUI's message once, placed at the call ("No color named 'X' found in asset catalog").
enum AssetColors {
    static let environmentKey = "ANIMSIM_ASSET_CATALOGS"

    /// Every colour set of the catalogs, by name: (light, dark).
    nonisolated(unsafe) private static var loaded: [String: (Color, Color?)]?
    private static let lock = NSLock()

    static func color(named name: String) -> (Color, Color?)? {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { loaded = load(ProcessInfo.processInfo.environment[environmentKey] ?? "") }
        return loaded?[name]
    }

    static func load(_ catalogs: String) -> [String: (Color, Color?)] {
        var colors: [String: (Color, Color?)] = [:]
        for catalog in catalogs.split(separator: ":").map(String.init) {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            for case let path as String in walker where path.hasSuffix(".colorset") {
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let contents = URL(fileURLWithPath: catalog).appendingPathComponent(path).appendingPathComponent("Contents.json")
                if colors[name] == nil, let set = colorSet(contents) { colors[name] = set }
            }
        }
        return colors
    }

    /// A colour set's universal colour and its dark appearance's.
    static func colorSet(_ url: URL) -> (Color, Color?)? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(components) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["value"] as? String == "dark" }) { dark = color }
            else if appearances.isEmpty { light = color }
        }
        return light.map { ($0, dark) }
    }

    /// `"components": {"red": "0.5" | "0x80" | "128", …, "alpha": "1.000"}`, as Xcode writes them.
    static func components(_ color: [String: Any]) -> Color? {
        guard let values = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> Double? {
            guard let text = (values[key] as? String) ?? (values[key] as? NSNumber)?.stringValue else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return text.contains(".") || key == "alpha" ? number : number / 255
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: channel("alpha") ?? 1)
    }
}

extension Color {
    /// SwiftUI's `Color("Name")`: the app's colour set of that name, in the window's scheme.
    /// SwiftUI's signature, plus the call site (defaulted, so SwiftUI code compiles unchanged),
    /// where a name no set has is said (`warnMissing`).
    public init(_ name: String, bundle: Bundle? = nil, file: String = #filePath, line: Int = #line, column: Int = #column) {
        guard let (light, dark) = AssetColors.color(named: name) else {
            AssetColors.warnMissing(name, at: SourceSite(file: file, line: line, column: column))
            self = .clear
            return
        }
        self = CurrentAppearance.colorScheme == .dark ? dark ?? light : light
    }
}

extension AssetColors {
    /// SwiftUI's console line for a name no colour set has (it draws the colour clear), placed
    /// at the first `Color("X")` call as a compiler's warning, once a name, then where AnimSim
    /// looked and what the app would need: as an image's (`ImageLoading.warnMissing`).
    static func warnMissing(_ name: String, at site: SourceSite) {
        ViewDiagnostics.warnOnce(key: "color \(name)", placed: "\(site): warning: No color named '\(name)' found in asset catalog "
            + "for main bundle; AnimSim \(AssetImages.catalogsSearched()); add a colour set \(name).colorset to the app's Assets.xcassets. The colour is clear, "
            + "as in SwiftUI (docs/swift.md, \"Around the animation\")")
    }
}
