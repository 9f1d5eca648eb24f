import AnimSimCore
import Foundation

/// SwiftUI's `ColorResource` (iOS 17): an asset catalog's colour set by name and bundle. Xcode
/// generates one static member per colour set of the app's `Assets.xcassets`
/// (`ColorResource.brand` for the set `Brand`, `.accent` for `AccentColor`), which
/// `Color(.brand)` names; `animsim` generates the same members from the catalogs beside the
/// files it compiles (AnimSimCommands' `AssetSymbols`), so the colour is the set's, as
/// `Color("Brand")` finds it (`AssetColors`), in the window's scheme.
public struct ColorResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// The resource's colour set, found as `Color(name)` finds it.
    public init(_ resource: ColorResource, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(resource.name, bundle: nil, file: file, line: line, column: column)
    }
}

extension UIColor {
    /// UIKit's `UIColor(resource:)`: the colour set's light and dark values.
    public convenience init(resource: ColorResource) {
        guard let (light, dark) = AssetColors.color(named: resource.name) else {
            self.init(Color.clear)
            return
        }
        self.init(color: light, darkColor: dark)
    }
}
