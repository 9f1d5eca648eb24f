#if os(Linux)
/// What `import Combine` brings to a user's Swift file on Linux (the file is compiled with
/// `-module-alias Combine=AnimSimCombine`; Apple's Combine does not exist there). A SwiftUI
/// file imports Combine for `ObservableObject` and `@Published`, which have SwiftUI's
/// behaviour only inside the view layer (AnimSimViews): this module re-exports them from
/// there, one name at a time, as AnimSimSwiftUI does SwiftUI's.
///
/// PENDING (branch views-state implements them in AnimSimViews; until it is merged, a file
/// that uses one gets the compiler's placed "cannot find type 'ObservableObject' in scope"):
///
///     @_exported import protocol AnimSimViews.ObservableObject
///     @_exported import struct AnimSimViews.Published
///     @_exported import class AnimSimViews.ObservableObjectPublisher
///
/// Add each line here when its name is in AnimSimViews, and the name to
/// Tests/AnimSimCommandsTests/SwiftFiles/SwiftUINames.txt (AnimSimSwiftUI re-exports this module, as
/// Apple's SwiftUI re-exports Combine). Combine's publishers (`Just`, `PassthroughSubject`,
/// `sink`, `AnyCancellable`, `Timer.publish`) are not provided.
import AnimSimViews

#endif
