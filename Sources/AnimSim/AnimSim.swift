/// What `import AnimSim` brings: the core (layouts, animation, scenes, evaluation) and
/// SwiftUI's view layer (`View`, `@State`, `withAnimation`, the controls).
/// A SwiftUI file compiles against AnimSim with only its import changed, so every name it
/// uses must come from this one module.
@_exported import AnimSimCore
@_exported import AnimSimViews

/// SwiftUI code's `DispatchQueue.main` runs on the scene's clock (AnimSimViews' own type);
/// naming it here makes it shadow Dispatch's, which Foundation re-exports.
public typealias DispatchQueue = AnimSimViews.DispatchQueue
public typealias DispatchTime = AnimSimViews.DispatchTime
/// `Timer` fires on the scene's clock (AnimSimViews' own type). Like `DispatchQueue`, it
/// wins in a file that imports AnimSim alone; a file that also imports Foundation sees both,
/// except in the Swift files `animsim` runs, whose module names the scene clock's itself
/// (`SwiftFileEntry.clockAliases`).
public typealias Timer = AnimSimViews.Timer
/// SwiftUI's `Shape` is the view layer's (a `View` as well as the core's shape model): the
/// core's protocol of the same name is what the evaluator holds.
public typealias Shape = AnimSimViews.Shape
public typealias InsettableShape = AnimSimViews.InsettableShape
