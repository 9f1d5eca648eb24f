import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Animations spelled as in SwiftUI parse to the same `Animation` values Swift builds, and
/// mistakes are reported at the exact column inside the string.
@Suite struct AnimationParserTests {
    static let spellings: [(String, Animation?)] = [
        ("easeInOut(duration: 2)", .easeInOut(duration: 2)),
        (".easeInOut(duration: 2)", .easeInOut(duration: 2)),
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut(duration: 0.5)", .easeOut(duration: 0.5)),
        ("timingCurve(0.2, 0, 0.2, 1, duration: 1)", .timingCurve(0.2, 0, 0.2, 1, duration: 1)),
        ("spring(response: 0.55, dampingFraction: 0.6)", .spring(response: 0.55, dampingFraction: 0.6)),
        ("spring(response: 0.55, dampingFraction: 0.6).delay(0.2)", .spring(response: 0.55, dampingFraction: 0.6).delay(0.2)),
        ("spring(duration: 0.8, bounce: 0.3)", .spring(duration: 0.8, bounce: 0.3)),
        ("spring", .spring),
        ("interpolatingSpring(mass: 1, stiffness: 170, damping: 15)", .interpolatingSpring(mass: 1, stiffness: 170, damping: 15)),
        ("interpolatingSpring(duration: 0.5, bounce: 0.2)", .interpolatingSpring(duration: 0.5, bounce: 0.2)),
        ("smooth", .smooth),
        ("snappy(duration: 0.4)", .snappy(duration: 0.4)),
        ("bouncy(extraBounce: 0.1)", .bouncy(extraBounce: 0.1)),
        ("default", .default),
        ("none", nil),
        ("easeInOut.repeatForever(autoreverses: true)", .easeInOut.repeatForever(autoreverses: true)),
        ("linear(duration: 1).repeatCount(3, autoreverses: false).speed(2)", .linear(duration: 1).repeatCount(3, autoreverses: false).speed(2)),
        ("easeIn  ( duration : 1 ) . delay ( 0.5 )", .easeIn(duration: 1).delay(0.5)),
    ]

    @Test(arguments: spellings.indices)
    func parsesLikeSwift(_ index: Int) throws {
        let (text, expected) = Self.spellings[index]
        let parsed = try AnimationCatalog.animation(text).get()
        #expect(parsed == expected, "\(text)")
    }

    static let mistakes: [(String, Int, String)] = [
        ("easyInOut", 0, "unknown animation 'easyInOut' (did you mean 'easeInOut'?)"),
        ("easeInOut(duraton: 2)", 10, "easeInOut has no argument 'duraton' (did you mean 'duration'?); it takes 'duration:'"),
        ("easeInOut(duration: -2)", 20, "'duration' in easeInOut must be between 0 and 3600, found -2"),
        ("easeInOut(duration: 2", 21, "expected ',' or ')' in the arguments of easeInOut, found the end of the animation"),
        ("spring(response: 0.5).delays(1)", 22, "unknown modifier '.delays' (did you mean '.delay'?)"),
        ("timingCurve(0.2, 0, 0.2)", 23, "missing argument 'c1y' in timingCurve(_:_:_:_:duration:)"),
        ("interpolatingSpring(mass: 1)", 27, "missing argument 'stiffness:' in interpolatingSpring(mass:stiffness:damping:initialVelocity:)"),
        ("easeIn % 2", 7, "unexpected character '%'"),
        ("none.delay(1)", 5, "'none' is no animation, so it takes no modifiers"),
        ("linear.repeatCount(2.5)", 19, "expected a whole number for 'repeatCount' in repeatCount, found 2.5"),
        ("easeIn(duration: 1, duration: 2)", 20, "argument 'duration' is given twice in easeIn"),
    ]

    @Test(arguments: mistakes.indices)
    func reportsTheColumn(_ index: Int) {
        let (text, offset, message) = Self.mistakes[index]
        guard case .failure(let error) = AnimationCatalog.animation(text) else {
            Issue.record("\(text) should not parse")
            return
        }
        #expect(error.offset == offset, "\(text)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    /// In a file the column is the scalar's column plus the offset (plus one for a quote).
    @Test func errorsPointInsideTheString() {
        let yaml = "animsim: 1\nstate: { a: 0 }\nview: { rect: {} }\ntimeline:\n  - at: 0\n    animation: easeInOut(duraton: 2)\n    set: { a: 1 }\n"
        #expect(TestSupport.errors(yaml)?.first?.hasPrefix("6:26: easeInOut has no argument 'duraton'") == true)
        let quoted = yaml.replacingOccurrences(of: "easeInOut(duraton: 2)", with: "\"easeInOut(duraton: 2)\"")
        #expect(TestSupport.errors(quoted)?.first?.hasPrefix("6:27: easeInOut has no argument 'duraton'") == true)
    }

    @Test func keyframeCurvesAndSprings() throws {
        #expect(try AnimationCatalog.timingCurve("easeInOut").get() == .easeInOut)
        #expect(try AnimationCatalog.timingCurve("timingCurve(0.1, 0.2, 0.3, 0.4)").get() == TimingCurve(0.1, 0.2, 0.3, 0.4))
        let spring = try AnimationCatalog.spring("spring(response: 0.6, dampingFraction: 0.5)").get()
        #expect(abs(spring.response - 0.6) < 1e-9 && abs(spring.dampingRatio - 0.5) < 1e-9)
        #expect(abs(try AnimationCatalog.spring("bouncy").get().bounce - 0.3) < 1e-9)
    }
}
