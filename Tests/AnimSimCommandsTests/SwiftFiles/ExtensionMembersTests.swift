import Foundation
import Testing
@testable import AnimSimCommands

/// An app's extensions in a file of their own (Shubham0812's `Utils/Colors.swift`: `Color.background`,
/// `Color(r:g:b:)`, `UIColor(hex:)`), used by animations folders away: Xcode compiles the target
/// whole, so `animsim` compiles that file too when the given ones fail without it
/// (`ExtensionMembers`, `SiblingFiles`); which members a file's extensions declare.
@Suite struct ExtensionMembersTests {
    static let colors = """
        import SwiftUI

        // extension Color { static let commented = Color.red }
        extension Color {
            /// The app's background.
            static let background: Color = Color(UIColor.systemBackground)
            static var brandBlue: Color { Color(r: 41, g: 121, b: 255) }
            init(r: Double, g: Double, b: Double) {
                let scale = 255.0
                self.init(red: r / scale, green: g / scale, blue: b / scale)
            }
            private static let hidden = Color.red
            func lighter() -> Color { self.opacity(0.5) }
        }

        extension UIColor {
            convenience init(hex: String) {
                let value = UInt32(hex, radix: 16) ?? 0
                self.init(red: CGFloat(value >> 16 & 0xFF) / 255, green: CGFloat(value >> 8 & 0xFF) / 255,
                          blue: CGFloat(value & 0xFF) / 255, alpha: 1)
            }
        }

        private extension View {
            func secret() -> some View { self }
        }

        """

    @Test func theVisibleMembersOfTheExtensionsAreRead() {
        let members = ExtensionMembers.members(in: Self.colors).map(\.description)
        #expect(members == ["Color.background", "Color.brandBlue", "Color.init(r:)", "Color.lighter", "UIColor.init(hex:)"], "\(members)")
    }

    @Test(arguments: [
        ("Color.background.ignoresSafeArea()", "Color.background", true), ("Circle().background(.red)", "Color.background", false),
        ("Color(r: 1, g: 2, b: 3)", "Color.init(r:)", true), ("Color(red: 1, green: 2, blue: 3)", "Color.init(r:)", false),
        ("UIColor(hex: \"fff\")", "UIColor.init(hex:)", true), ("Color.red.lighter()", "Color.lighter", true),
    ])
    func aMemberIsUsedAsItIsWritten(code: String, member: String, used: Bool) throws {
        let found = try #require(ExtensionMembers.members(in: Self.colors).first { $0.description == member })
        #expect(ExtensionMembers.isUsed(found, in: code) == used)
    }

    /// The app's layout: `App.xcodeproj`, `App/Utils/Colors.swift`, and the animation in
    /// `App/Code/Common/Animations/Pulse/`, which uses the extensions and declares nothing
    /// the compiler would say is missing. It compiles with `Colors.swift`, said once.
    @Test func aFileOfExtensionsTheFilesUseIsCompiledWithThem() throws {
        let pulse = """
            import SwiftUI

            struct PulseView: View {
                var body: some View {
                    ZStack {
                        Color.background
                            .ignoresSafeArea()
                        Circle()
                            .fill(Color.brandBlue)
                            .frame(width: 40, height: 40)
                            .accessibilityIdentifier("dot")
                        Rectangle()
                            .fill(Color(UIColor(hex: "ff0000")))
                            .frame(width: 10, height: 10)
                    }
                }
            }

            """
        let run = try SiblingFilesTests.run(["trace", "Pulse", "--at", "0", "--strategy", "animatable"], in: "App/Code/Common/Animations",
                                            files: ["App.xcodeproj/project.pbxproj": "", "App/Utils/Colors.swift": Self.colors,
                                                    "App/Code/Common/Animations/Pulse/PulseView.swift": pulse])
        let views = try SiblingFilesTests.views(run)
        let dot = views["dot~"] ?? views["dot"]
        #expect(SurroundingsTests.close(SurroundingsTests.fill(dot), [41 / 255, 121 / 255, 1, 1], 0.002), "\(views.keys.sorted()) \(dot ?? [:])")
        #expect(run.err.components(separatedBy: "animsim: also compiled ../../../Utils/Colors.swift, which declares Color.background, "
                                   + "Color.brandBlue, UIColor.init(hex:), as Xcode compiles the whole target").count == 2, "\(run.err)")
    }
}
