import Foundation

/// What a compiler error about a missing name means on Linux: an Apple framework's name that
/// AnimSim does not provide is unsupported there, and the error says so with the section of
/// docs/swift.md that lists what a file using it gets (`ContentView.swift:4:8: error: cannot
/// find 'UIGraphicsImageRenderer' in scope; UIKit's 'UIGraphicsImageRenderer' is not supported
/// on Linux by AnimSim (docs/swift.md, "Unsupported")`).
enum UnsupportedNames {
    /// Name prefixes of Apple's frameworks, with the framework's name.
    static let frameworks: [(prefix: String, framework: String)] = [
        ("UI", "UIKit"), ("NS", "AppKit"), ("CA", "Core Animation"), ("MTL", "Metal"), ("MK", "MapKit"),
        ("SK", "SpriteKit"), ("SCN", "SceneKit"), ("AV", "AVFoundation"), ("CI", "Core Image"), ("PH", "Photos"),
        ("WK", "WebKit"), ("AR", "ARKit"), ("RealityKit", "RealityKit"), ("CM", "Core Motion"), ("CL", "Core Location"),
        ("UN", "UserNotifications"), ("GK", "GameKit"), ("CH", "Core Haptics"),
    ]

    static let section = "(docs/swift.md, \"Unsupported\")"

    /// The diagnostic's first line, with what it means when it is a framework's missing name;
    /// `catalogs` are those the asset symbols came from, for a missing one.
    static func annotate(_ head: String, catalogs: [String] = []) -> String {
        guard head.contains(": error: ") else { return head }
        if let explained = XcodeOnlyNames.annotate(head, catalogs: catalogs) { return explained }
        guard let name = missingName(in: head) else { return head }
        if let framework = framework(of: name) {
            return head + "; \(framework)'s '\(name)' is not supported on Linux by AnimSim \(section)"
        }
        if let type = receiver(in: head), isView(type) {
            return head + "; '\(name)' is not a modifier AnimSim has on Linux \(section)"
        }
        return head
    }

    /// The name a `cannot find 'X' in scope`, `cannot find type 'X' in scope` or `has no member 'X'` is about.
    static func missingName(in head: String) -> String? {
        let pattern = #"(?:cannot find (?:type )?'([A-Za-z_]\w*)' in scope|has no member '([A-Za-z_]\w*)')"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)) else { return nil }
        for group in 1...2 {
            if let range = Range(match.range(at: group), in: head) { return String(head[range]) }
        }
        return nil
    }

    /// The type in `value of type 'T' has no member 'X'`.
    static func receiver(in head: String) -> String? {
        // Up to the quote that closes it: a type may be followed by `(aka '…')`.
        guard let start = head.range(of: "value of type '"), head.contains(" has no member ") else { return nil }
        return String(head[start.upperBound...].prefix { $0 != "'" })
    }

    /// SwiftUI's views by name, for `value of type 'Circle' has no member …`.
    static let views: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Text", "Image",
                                     "Color", "HStack", "VStack", "ZStack", "Group", "ForEach", "Button", "Toggle", "Slider",
                                     "Stepper", "Picker", "Spacer", "Divider", "ScrollView", "GeometryReader", "List", "Form",
                                     "Section", "NavigationStack", "NavigationView", "TabView", "Label", "AnyView", "ModifiedContent"]

    /// Whether a type in a diagnostic is a view: SwiftUI's, `some View`, or a name ending in `View`.
    static func isView(_ type: String) -> Bool {
        let base = String(type.prefix { $0 != "<" })
        return views.contains(base) || type.hasPrefix("some View") || base.hasSuffix("View")
    }

    /// The framework a type name belongs to, by its prefix followed by a capital letter.
    static func framework(of name: String) -> String? {
        for (prefix, framework) in frameworks where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first!.isUppercase { return framework }
        }
        return nil
    }
}
