import Foundation
import AnimSimCore

/// The articles' demo layouts that exist to show a behaviour rather than to be used: the
/// custom stack and cached layout of article 003 (its layout switch is an `anyLayout`), and the crash and loop of
/// article 000.
/// Registered with every scene file's registry, so each demo has a scene in `scenes/`.
extension LayoutRegistry {
    func registeringArticleDemos() -> LayoutRegistry {
        self
            .registering("customVStack", summary: "article 003's MyCustomLayout: every view offered the whole proposal, stacked") { _ in
                AnyLayout(CustomVStackLayout())
            }
            .registering("cachedStack", summary: "article 003's CachedLayout: views' ideal sizes cached, then stacked") { _ in
                AnyLayout(CachedStackLayout())
            }
            .registering("crash", summary: "article 000's CrashLayout: minimum ∞, maximum 0; a layout error") { _ in
                AnyLayout(CrashLayout())
            }
            .registering("loopingWheel", summary: "a wheel whose two-way rotations never settle: article 000's layout loop",
                         parameters: [.length("radius", default: 100), .angle("step", default: .degrees(15),
                                                                                summary: "added to each view's rotation on every pass")]) { args in
                AnyLayout(LoopingWheelLayout(radius: args.cgFloat("radius"), step: args.angle("step")))
            }
    }
}
