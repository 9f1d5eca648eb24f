import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// A factory reads its parameters by name; a misspelt name must not silently read 0.
/// `register` runs each factory once on probe arguments and traps on undeclared names; the
/// probe itself is what these tests check (a trap cannot be caught in-process).
@Suite struct LayoutRegistryTests {
    static let parameters: [LayoutParameter] = [
        .length("radius", default: 130), .angle("rotation"),
        .group("inner", [.number("pct", default: 0)]),
    ]

    static func undeclared(_ factory: (LayoutArguments) -> Void) -> [String] {
        var probes: [UndeclaredNames] = []
        factory(LayoutRegistry.probeArguments(parameters, probes: &probes))
        return probes.flatMap(\.undeclared)
    }

    @Test func aFactoryReadingOnlyDeclaredNamesPasses() {
        #expect(Self.undeclared { args in
            _ = WheelLayout(radius: args.cgFloat("radius"), rotation: args.angle("rotation"))
            _ = args.group("inner").number("pct")
        }.isEmpty)
    }

    @Test func misspeltNamesAreFound() {
        #expect(Self.undeclared { args in
            _ = WheelLayout(radius: args.cgFloat("raduis"), rotation: args.angle("rotation"))
            _ = args.group("inner").number("pc")
        }.sorted() == ["pc", "raduis"])
    }

    @Test func everyBuiltInLayoutReadsOnlyWhatItDeclares() {
        for definition in LayoutRegistry.standard.definitions.values {
            var probes: [UndeclaredNames] = []
            _ = definition.make(LayoutRegistry.probeArguments(definition.parameters, probes: &probes))
            #expect(probes.flatMap(\.undeclared).isEmpty, "\(definition.name)")
        }
    }
}
