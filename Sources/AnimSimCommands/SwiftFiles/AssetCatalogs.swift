import Foundation

/// The asset catalogs (`*.xcassets`) an app's Swift files would find in its bundle: those in
/// the folders given (any depth) and beside the files given, named to the program in
/// `ANIMSIM_ASSET_CATALOGS` (AnimSimViews' `AssetColors` reads their colour sets).
enum AssetCatalogs {
    static let environmentKey = "ANIMSIM_ASSET_CATALOGS"

    static func find(inputs: [String]) -> [String] {
        var found: [String] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            let folder = isFolder.boolValue ? input : (input as NSString).deletingLastPathComponent
            let base = folder.isEmpty ? "." : folder
            let names = isFolder.boolValue ? (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
                : ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
            for name in names where name.hasSuffix(".xcassets") && !name.contains("/.build/") {
                let path = URL(fileURLWithPath: base).appendingPathComponent(name).standardizedFileURL.path
                if !found.contains(path) { found.append(path) }
            }
        }
        return found
    }

    /// Names the catalogs to the program this process starts.
    static func export(inputs: [String]) {
        let catalogs = find(inputs: inputs)
        guard !catalogs.isEmpty else { return }
        setenv(environmentKey, catalogs.joined(separator: ":"), 1)
    }
}
