import Testing
@testable import AnimSimScene

/// The catalog reads bound arguments with `values["name"]!`. `AnimationSignature.bind`
/// fills every parameter of the signature (given or default) or fails, so each unwrap is
/// safe exactly when its key is one of the signature's names. Every branch that unwraps is
/// driven here, with only defaults and with every argument, so a misspelt key traps in this
/// suite rather than in a user's render.
@Suite struct AnimationCatalogBranchTests {
    @Test(arguments: [
        "linear", "linear(duration: 2)", "easeIn", "easeIn(duration: 1)", "easeOut(duration: 1)", "easeInOut(duration: 1)",
        "timingCurve(0.1, 0.2, 0.3, 0.4)", "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 2)",
        "spring", "spring(response: 0.5)", "spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.1)",
        "spring(duration: 0.5)", "spring(duration: 0.5, bounce: 0.2, blendDuration: 0.1)",
        "interpolatingSpring", "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)",
        "interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)",
        "interpolatingSpring(duration: 0.5)", "interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 1)",
        "interactiveSpring", "interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.1)",
        "interactiveSpring(duration: 0.3, extraBounce: 0, blendDuration: 0.5)",
        "smooth", "smooth(duration: 1, extraBounce: 0.1)", "snappy", "snappy(duration: 1)", "bouncy", "bouncy(extraBounce: 0.2)",
        "linear.delay(0.5)", "easeIn.speed(2)", "spring.repeatCount(2, autoreverses: true)", "easeOut.repeatForever(autoreverses: false)",
    ])
    func everyAnimationBranchBinds(_ text: String) {
        let result = AnimationCatalog.animation(text)
        if case .failure(let error) = result { Issue.record("\(text): \(error.message)") }
    }

    @Test(arguments: ["spring", "spring(response: 0.5, dampingFraction: 0.6)", "spring(duration: 0.5, bounce: 0.3)",
                      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)", "interpolatingSpring(duration: 0.4, bounce: 0.1)",
                      "smooth", "snappy(duration: 0.3)", "bouncy(duration: 0.5, extraBounce: 0.1)"])
    func everyKeyframeSpringBranchBinds(_ text: String) {
        if case .failure(let error) = AnimationCatalog.spring(text) { Issue.record("\(text): \(error.message)") }
    }

    @Test(arguments: ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve(0.1, 0.2, 0.3, 0.4)"])
    func everyKeyframeCurveBranchBinds(_ text: String) {
        if case .failure(let error) = AnimationCatalog.timingCurve(text) { Issue.record("\(text): \(error.message)") }
    }
}
