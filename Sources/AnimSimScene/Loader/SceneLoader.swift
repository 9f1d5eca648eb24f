import Foundation
import AnimSimCore

/// Loads scene files: the library entry point behind `animsim check`, `trace` and the
/// renderers.
///
///     let loaded = try SceneLoader().load(contentsOf: "scenes/wheel-90.yaml")
///     let evaluator = try loaded.evaluator()
///     let list = try evaluator.evaluate(at: 1.0, strategy: .animatable)
///
/// Loading either succeeds completely or throws `SceneErrors` holding every problem found,
/// sorted by position; nothing is half-loaded. Custom layouts come in through `registry`.
public struct SceneLoader: Sendable {
    public var registry: LayoutRegistry
    public var limits: SceneLimits

    public init(registry: LayoutRegistry = .standard, limits: SceneLimits = .standard) {
        self.registry = registry
        self.limits = limits
    }

    /// Loads a file. Errors name it as given (`scenes/x.yaml:12:7: …`); `include:` paths
    /// are relative to it.
    public func load(contentsOf path: String) throws(SceneErrors) -> LoadedScene {
        switch SceneFile.read(path, limits: limits) {
        case .failure(let problem):
            throw SceneErrors(SceneError(SourceLocation(file: path, line: problem.line, column: problem.column),
                                         "cannot read the scene: \(problem.reason)"))
        case .success(let contents):
            return try load(contents.text, bytes: contents.bytes, source: path,
                            directory: (path as NSString).deletingLastPathComponent, file: path)
        }
    }

    /// Loads scene text. `source` names it in errors; `directory` anchors `include:` paths
    /// (nil: includes are refused).
    public func load(yaml text: String, source: String = "<scene>", directory: String? = nil) throws(SceneErrors) -> LoadedScene {
        try load(text, bytes: Data(text.utf8), source: source, directory: directory, file: nil)
    }

    /// `file`: the path `text` was read from (`bytes`, as read), nil for text given as is.
    private func load(_ text: String, bytes: Data, source: String, directory: String?, file: String?) throws(SceneErrors) -> LoadedScene {
        let root: YAMLValue
        switch YAMLReader.read(text, file: source, limits: limits) {
        case .failure(let errors): throw errors
        case .success(nil):
            throw SceneErrors(SceneError(SourceLocation(file: source, line: 1, column: 1),
                                         "the scene file is empty; it starts with 'animsim: 1' (see docs/scene-format.md)"))
        case .success(let value?): root = value
        }
        let diagnostics = Diagnostics()
        var includes = IncludeResolver(limits: limits, diagnostics: diagnostics)
        let resolved = includes.resolve(root, directory: directory, chain: [IncludeResolver.normalize(source)])
        let context = SceneReadContext(source: source, registry: registry, limits: limits, diagnostics: diagnostics)
        let read = diagnostics.hasErrors ? nil : SceneFormat.read(resolved, context: context)
        guard var loaded = read, !diagnostics.hasErrors else { throw diagnostics.finished() }
        loaded.document = resolved
        loaded.includedFiles = includes.files
        if let file { loaded.inputs = [file] + includes.files }
        var digest = Fingerprint()
        for read in [bytes] + includes.contents { digest.add(read) }
        loaded.digest = digest.hex
        return loaded
    }

    /// The built-in scene (see `DefaultScene`).
    public func loadDefault() -> LoadedScene { DefaultScene.load() }

    /// The scene versions this loader reads.
    public static var supportedVersions: [Int] { SceneFormat.supportedVersions }
}

/// The bounds a scene must stay within. They exist so that no input, however hostile, can
/// crash the loader, hang it or exhaust memory: each is checked before the work it guards,
/// and exceeding one is an ordinary positioned error. Generous for real scenes; tests and
/// embedders may tighten them.
public struct SceneLimits: Sendable, Equatable {
    /// Bytes per file (the scene and each included asset).
    public var maximumFileSize = 1 << 20
    /// Views after every `forEach` is expanded, modifiers' background and overlay views included.
    public var maximumViews = 100_000
    /// Seconds, for `duration`, timeline times and keyframe tracks.
    public var maximumDuration = 3600.0
    /// Points, for each side of the canvas.
    public var maximumCanvasSide = 8192.0
    public var maximumFPS = 240.0
    /// Views inside views (children, background, overlay).
    public var maximumViewDepth = 64
    /// Nesting of YAML collections; far above what `maximumViewDepth` needs.
    public var maximumYAMLDepth = 512
    /// `include:` files per scene, and includes inside includes.
    public var maximumIncludes = 64
    public var maximumIncludeDepth = 8
    /// Frames one evaluation may produce (duration × fps).
    public var maximumFrames = 1_000_000
    /// Elements of one list in the state (`words: [a, b, c]`): each element is a view's
    /// identity in a `forEach` over the list, so this bounds views made from state too.
    public var maximumListLength = 10_000
    /// Views × frames: the work of one whole run (`trace`, `render`), each view evaluated,
    /// written or drawn once per frame. Views alone and frames alone are bounded above, but
    /// their product is what costs time; this bound keeps a whole render of any accepted
    /// scene within the envelope measured in docs/scene-format.md ("Limits").
    public var maximumViewFrames = 20_000_000
    /// Characters in one `text:`, `label:` or `caption:`. Laying text out is linear in its
    /// length, but it happens on every layout pass; the bound keeps a pass over the longest
    /// text within milliseconds (`animsim bench --bounds`).
    public var maximumTextLength = 10_000
    /// Characters of all texts after `forEach` expansion: a forEach repeats its text per view.
    public var maximumTotalTextLength = 200_000
    /// Characters in `title:` and in `description:`, each drawn on one line of the heading
    /// (cut to fit), and printed in traces and reports.
    public var maximumTitleLength = 1_000
    public var maximumDescriptionLength = 10_000

    public init() {}

    public static let standard = SceneLimits()

    /// Stack for the YAML parser's recursion. libyaml stops at 1000 nesting levels, but Yams
    /// recurses a few frames per level, which can overflow a secondary thread's small default
    /// stack (test runners, GCD); see `LargeStack`.
    var parserStackSize: Int { 64 << 20 }
}

extension SceneLoader {
    /// A scene compiled into the binary. Each is covered by the tests, so loading one
    /// cannot fail; if it somehow did, that is a build defect, not bad input.
    static func builtIn(yaml: String, source: String) -> LoadedScene {
        do {
            return try SceneLoader().load(yaml: yaml, source: source)
        } catch {
            preconditionFailure("the built-in scene \(source) does not load: \(error)")
        }
    }
}
