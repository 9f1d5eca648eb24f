/// What `import AnimSim` brings: the core (layouts, animation, scenes, evaluation).
/// A SwiftUI file compiles against AnimSim with only its import changed, so every name it
/// uses must come from this one module.
@_exported import AnimSimCore
