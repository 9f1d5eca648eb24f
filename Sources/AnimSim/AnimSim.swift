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
