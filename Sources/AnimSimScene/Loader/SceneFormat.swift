import Foundation
import AnimSimCore

/// Everything a format reader needs besides the document.
struct SceneReadContext {
    let source: String
    let registry: LayoutRegistry
    let limits: SceneLimits
    let diagnostics: Diagnostics
}

/// One version of the scene format. Each version is a reader of its own, so a version 2
/// can change keys freely while version 1 files keep loading exactly as before.
protocol SceneFormatReader {
    static var version: Int { get }
    /// nil when there were errors (they are in `context.diagnostics`).
    static func read(_ root: YAMLValue, context: SceneReadContext) -> LoadedScene?
}

/// Reads `animsim:` and hands the document to the reader for that version.
enum SceneFormat {
    /// The reader for each version; a version 2 adds one line here and a reader beside V1.
    static func reader(for version: Int) -> (any SceneFormatReader.Type)? {
        switch version {
        case SceneFileV1.version: SceneFileV1.self
        default: nil
        }
    }

    static let supportedVersions = [SceneFileV1.version]

    static var supportedText: String {
        let versions = supportedVersions.map(String.init)
        return versions.count == 1 ? "version \(versions[0])" : "versions \(versions.joined(separator: ", "))"
    }

    static func read(_ root: YAMLValue, context: SceneReadContext) -> LoadedScene? {
        let diagnostics = context.diagnostics
        guard case .mapping(let pairs, let location) = root else {
            diagnostics.error(root, "a scene file is a mapping starting with 'animsim: 1', found \(root.kindDescription)")
            return nil
        }
        guard let versionPair = pairs.first(where: { $0.key.text == "animsim" }) else {
            diagnostics.error(location, "missing 'animsim: 1', the scene format version, at the top of the file "
                + "(this AnimSim reads \(supportedText))")
            return nil
        }
        let value = versionPair.value
        guard let text = value.scalar?.text, let version = Int(text) else {
            diagnostics.error(value, "expected a version number for 'animsim', found \(value.kindDescription) (this AnimSim reads \(supportedText))")
            return nil
        }
        guard let reader = reader(for: version) else {
            diagnostics.error(value, "unsupported scene format version \(version); this AnimSim reads \(supportedText)")
            return nil
        }
        return reader.read(root, context: context)
    }
}
