import AnimSimCore
import Foundation

/// SwiftUI's `ImageResource`: an asset catalog's image by name and bundle. Xcode 15 generates
/// one static member per image set of the app's catalogs (`ImageResource.bellagio` for the set
/// `Bellagio`), which `Image(.bellagio)` names; `animsim` generates the same members from every
/// catalog of the app's project (AnimSimCommands' `AssetSymbols`), and a member no catalog has
/// stops at the compiler's `type 'ImageResource' has no member 'bellagio'`, which `animsim`
/// explains as a set the app lacks, with the catalogs it read (docs/swift.md, "Unsupported").
/// A resource made by hand, `ImageResource(name: "Bellagio", bundle: .main)`, draws as `Image("Bellagio")`.
public struct ImageResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The resource's image, found as `Image(name)` finds it.
    public init(_ resource: ImageResource, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(resource.name, file: file, line: line, column: column)
    }
}
