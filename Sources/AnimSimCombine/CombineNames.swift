#if os(Linux)
/// What `import Combine` brings to a user's Swift file on Linux (the file is compiled with
/// `-module-alias Combine=AnimSimCombine`; Apple's Combine does not exist there). A SwiftUI
/// file imports Combine for `ObservableObject` and `@Published`, which have SwiftUI's
/// behaviour only inside the view layer (AnimSimViews): this module re-exports them from
/// there, one name at a time, as AnimSimSwiftUI does SwiftUI's.
///
/// Combine's publishers (`Just`, `PassthroughSubject`, `Timer.publish`'s operators beyond
/// `autoconnect`) are not provided.
@_exported import protocol AnimSimViews.ObservableObject
@_exported import struct AnimSimViews.Published
@_exported import class AnimSimViews.ObservableObjectPublisher
@_exported import class AnimSimViews.AnyCancellable
import AnimSimViews

#endif
