import Foundation
import AnimSimCore

/// Version 1 of the scene format (docs/scene-format.md): the top-level keys, read in the
/// order that lets later ones be checked against earlier ones (the state first, since views,
/// the timeline and keyframes refer to it).
enum SceneFileV1: SceneFormatReader {
    static let version = 1
    static let keys = ["animsim", "title", "description", "canvas", "background", "fps", "duration", "strategies",
                       "state", "view", "timeline", "keyframes", "controls"]

    static func read(_ root: YAMLValue, context: SceneReadContext) -> LoadedScene? {
        let diagnostics = context.diagnostics
        let limits = context.limits
        let bootstrap = ValueContext(diagnostics: diagnostics, state: [:])
        guard let top = bootstrap.mapping(root, "the scene", keys: keys) else { return nil }

        let parameters = StateReader.parameters(top["state"], context: bootstrap, limits: limits)
        let values = ValueContext(diagnostics: diagnostics, state: Dictionary(parameters.map { ($0.parameter.name, $0.parameter.kind) },
                                                                                uniquingKeysWith: { a, _ in a }))
        let title = top["title"].flatMap { values.string($0, "'title'", maximumLength: limits.maximumTitleLength) }
            ?? ((context.source as NSString).lastPathComponent as NSString).deletingPathExtension
        let description = top["description"].flatMap { values.string($0, "'description'", maximumLength: limits.maximumDescriptionLength) }
        let (canvas, canvasBackground) = canvasValues(top["canvas"], values, limits)
        var background = canvasBackground
        if let value = top["background"] {
            if canvasBackground != nil { diagnostics.error(value, "the background is given twice: here and in canvas:; keep one") }
            background = values.color(value, "'background'")
        }
        var fps = 60.0
        if let value = top["fps"], let number = values.constant(value, "'fps'", range: .positive) {
            if number > limits.maximumFPS {
                values.error(value, "'fps' must be at most \(TraceNumber.format(limits.maximumFPS)), found \(TraceNumber.format(number))")
            } else {
                fps = number
            }
        }
        let duration = top["duration"].flatMap { values.constant($0, "'duration' (seconds)", range: .between(0, limits.maximumDuration)) }
        if let duration, let value = top["duration"], duration * fps > Double(limits.maximumFrames) {
            diagnostics.error(value, "\(TraceNumber.format(duration)) s at \(TraceNumber.format(fps)) fps is more than \(limits.maximumFrames) frames")
        }
        let strategies = strategyList(top["strategies"], values)

        // The timeline first: views made from state are compiled for every value it gives.
        var timelineReader = StateReader(context: values, parameters: parameters, limits: limits)
        let timeline = top["timeline"].map { timelineReader.timeline($0) } ?? []
        let keyframes = top["keyframes"].map { timelineReader.keyframes($0) } ?? [:]
        // Controls before the views too: a stepper's values are counts views are made for.
        let controls = top["controls"].map {
            ControlReader(context: values, parameters: parameters, limits: limits).controls($0, state: &timelineReader)
        } ?? []
        let compiler = ViewCompiler(context: values, registry: context.registry, limits: limits,
                                    catalog: timelineReader.catalog)
        var template: ViewTemplate?
        if let view = top["view"] {
            template = compiler.compileRoot(view)
        } else {
            diagnostics.error(top.location, "missing 'view:', the scene's root view (e.g. view: { rect: {} })")
        }

        timelineReader.checkUses(values.stateUses, words: values.wordUses)

        if let duration, let value = top["duration"], !compiler.isOverViewLimit, duration * fps <= Double(limits.maximumFrames) {
            let frames = SceneWork(views: compiler.viewCount, duration: duration, fps: fps)
            if let message = frames.refusal(limits) { diagnostics.error(value, message) }
        }

        guard !diagnostics.hasErrors, let template else { return nil }
        var scene = Scene(title: title, description: description?.trimmingCharacters(in: .whitespacesAndNewlines), source: context.source,
                          canvas: canvas, background: background ?? Color(hex: 0x15161C),
                          fps: fps, duration: duration, strategies: strategies, parameters: parameters.map(\.parameter),
                          timeline: timeline, keyframes: keyframes, body: { template.instantiate($0) })
        // Templates are expanded at load; unless children come and go with the state, the
        // tree's shape never depends on it, and the evaluator may refresh views in place.
        scene.hasLiveBody = !template.hasStructure
        let timingLocation = top.keyLocation("timeline") ?? top.keyLocation("keyframes") ?? top.location
        return LoadedScene(scene: scene, viewCount: compiler.viewCount, animatedParameters: timelineReader.animatedNames,
                           controls: controls, limits: limits, idLocations: compiler.ids,
                           viewLocation: top["view"]?.location ?? top.location, timingLocation: timingLocation,
                           durationLocation: top["duration"]?.location)
    }

    private static func canvasValues(_ value: YAMLValue?, _ values: ValueContext, _ limits: SceneLimits) -> (CGSize, Color?) {
        var size = CGSize(width: 330, height: 330)
        guard let value, let mapping = values.mapping(value, "canvas", keys: ["width", "height", "background"]) else { return (size, nil) }
        let side = NumberRange.between(1, limits.maximumCanvasSide)
        if let width = mapping["width"].flatMap({ values.constant($0, "'width' in canvas", range: side) }) { size.width = width }
        if let height = mapping["height"].flatMap({ values.constant($0, "'height' in canvas", range: side) }) { size.height = height }
        return (size, mapping["background"].flatMap { values.color($0, "'background' in canvas") })
    }

    private static func strategyList(_ value: YAMLValue?, _ values: ValueContext) -> [Strategy] {
        guard let value else { return Strategy.allCases }
        let names = Strategy.allCases.map(\.rawValue)
        let items = value.items ?? [value]
        if items.isEmpty {
            values.error(value, "'strategies' lists at least one of \(Suggestions.list(names))")
            return Strategy.allCases
        }
        var strategies: [Strategy] = []
        for item in items {
            guard let name = values.choice(item, "strategy", among: names), let strategy = Strategy(rawValue: name) else { continue }
            if strategies.contains(strategy) { values.error(item, "strategy '\(name)' is listed twice") }
            else { strategies.append(strategy) }
        }
        return strategies.isEmpty ? Strategy.allCases : strategies
    }
}
