import AnimSimCore
import Foundation

/// Which file an app's bundle would load for `Image("Photo")`, as iOS picks it:
/// - the image set `Photo.imageset` of an asset catalog (`ANIMSIM_ASSET_CATALOGS`, the
///   catalogs `animsim` found beside the files it runs): among the set's `images` that have a
///   `filename`, those of the window's appearance (`"appearances": [{"appearance":
///   "luminosity", "value": "dark"}]` under a dark scheme; the others, without an appearance
///   or with `light`, otherwise, and under a dark scheme when the set has no dark file), at
///   the scale of the screen AnimSim draws for;
/// - else a loose file beside the Swift files (`ANIMSIM_RESOURCE_FOLDERS`): `Photo@2x.png`,
///   `Photo@3x.png`, `Photo.png` (and `.jpg`, `.jpeg`), or the name as given when it has an
///   extension (`Image("photo.png")`), as `UIImage(named:)` finds bundle resources.
///
/// The screen is a 2x one, as an iPhone's Retina preview (AnimSim's choice, docs/swift.md
/// "Images"): a set's 2x file first, then 3x (drawn down, as iOS does on a 2x device lacking
/// one), then 1x, then a single-scale file (no `scale`: a vector set's PDF or SVG, drawn at 1x).
enum AssetImages {
    static let catalogsKey = "ANIMSIM_ASSET_CATALOGS"
    static let foldersKey = "ANIMSIM_RESOURCE_FOLDERS"
    /// The screen's pixels per point (the choice above).
    static let screenScale: CGFloat = 2
    /// Scales in the order a 2x screen prefers them; 0 stands for a single-scale file.
    static let preferredScales: [CGFloat] = [2, 3, 1, 0]

    /// A file the app would load, and the scale it was made for.
    struct Choice: Equatable {
        let file: String
        let scale: CGFloat
    }

    /// One file of an image set: its scale (0 when single-scale) and whether it is the dark one.
    struct Entry {
        let file: String
        let scale: CGFloat
        let isDark: Bool
    }

    nonisolated(unsafe) private static var sets: [String: [Entry]]?
    private static let lock = NSLock()

    static func choice(named name: String, dark: Bool) -> Choice? {
        lock.lock()
        if sets == nil { sets = load(ProcessInfo.processInfo.environment[catalogsKey] ?? "") }
        let entries = sets?[name]
        lock.unlock()
        if let entries, let chosen = pick(entries, dark: dark) { return chosen }
        return loose(named: name, in: (ProcessInfo.processInfo.environment[foldersKey] ?? "").split(separator: ":").map(String.init))
    }

    /// The set's file for the appearance and the screen's scale.
    static func pick(_ entries: [Entry], dark: Bool) -> Choice? {
        let ofAppearance = entries.filter { $0.isDark == dark }
        let candidates = ofAppearance.isEmpty ? entries.filter { !$0.isDark } : ofAppearance
        for scale in preferredScales {
            if let entry = candidates.first(where: { $0.scale == scale }) { return Choice(file: entry.file, scale: max(scale, 1)) }
        }
        return nil
    }

    /// Every image set of the catalogs, by name (the first catalog's wins).
    static func load(_ catalogs: String) -> [String: [Entry]] {
        var sets: [String: [Entry]] = [:]
        for catalog in catalogs.split(separator: ":").map(String.init) {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            for case let path as String in walker where path.hasSuffix(".imageset") {
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let folder = URL(fileURLWithPath: catalog).appendingPathComponent(path)
                if sets[name] == nil, let entries = imageSet(folder) { sets[name] = entries }
            }
        }
        return sets
    }

    /// An image set's files: `"images": [{"idiom": "universal", "filename": "photo@2x.png",
    /// "scale": "2x", "appearances": […]}]`, as Xcode writes them; entries without a file
    /// (an empty slot) and for other devices (`mac`, `watch`, `tv`) are left out.
    static func imageSet(_ folder: URL) -> [Entry]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        return images.compactMap { image in
            guard let filename = image["filename"] as? String else { return nil }
            let idiom = image["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom) else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 0
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            return Entry(file: folder.appendingPathComponent(filename).path, scale: CGFloat(scale), isDark: isDark)
        }
    }

    /// What `choice` searched, for the message of a missing name ("AnimSim …"): the catalogs,
    /// then the folders for a loose file (the first, and how many more in the app's folder).
    static func searched() -> String {
        let folders = (ProcessInfo.processInfo.environment[foldersKey] ?? "").split(separator: ":").map(String.init)
        let inFolders = folders.isEmpty ? "had no folder to look for a file in"
            : "looked for a file in \(folders[0])" + (folders.count > 1 ? " and \(folders.count - 1) folders below it" : "")
        return catalogsSearched() + ", and " + inFolders
    }

    /// Which asset catalogs AnimSim looked in, for a missing image's or colour's warning.
    static func catalogsSearched() -> String {
        let catalogs = (ProcessInfo.processInfo.environment[catalogsKey] ?? "").split(separator: ":").map(String.init)
        return catalogs.isEmpty ? "found no asset catalog in or beside the files given"
            : "looked in the asset catalog" + (catalogs.count == 1 ? " " : "s ") + catalogs.joined(separator: ", ")
    }

    /// A resource file beside the Swift files, as `UIImage(named:)` finds one in the bundle.
    static func loose(named name: String, in folders: [String]) -> Choice? {
        let given = (name as NSString).pathExtension
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        for folder in folders {
            for ext in extensions {
                for (suffix, scale) in [("@2x", 2.0), ("@3x", 3.0), ("", 1.0)] {
                    let path = URL(fileURLWithPath: folder).appendingPathComponent("\(base)\(suffix).\(ext)").path
                    if FileManager.default.fileExists(atPath: path) { return Choice(file: path, scale: CGFloat(scale)) }
                }
            }
        }
        return nil
    }
}
