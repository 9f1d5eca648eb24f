import Foundation
import AnimSimCore

/// Transitions as SwiftUI spells them: `opacity`, `scale`, `scale(0.5)`, `slide`,
/// `move(edge: leading)`, `offset(x: 0, y: 40)`, `identity`, `opacity.combined(with: .scale)`,
/// `asymmetric(insertion: .scale, removal: .opacity)`, and iOS 17's `blurReplace`,
/// `blurReplace(.upUp)` and `scale(0.5, anchor: .topLeading)`; a leading `.` is allowed anywhere.
struct TransitionSyntax {
    private let text: [Character]
    private var position = 0

    static let names = ["opacity", "scale", "slide", "move", "offset", "identity", "asymmetric", "blurReplace"]

    static func parse(_ text: String) -> Result<Transition, AnimationSyntaxError> {
        guard text.count <= AnimationLexer.maximumLength else {
            return .failure(AnimationSyntaxError(offset: 0, message: "a transition is at most \(AnimationLexer.maximumLength) characters"))
        }
        var parser = TransitionSyntax(text: Array(text))
        do throws(AnimationSyntaxError) {
            let transition = try parser.transition()
            parser.skipSpaces()
            guard parser.position == parser.text.count else { throw parser.problem("unexpected '\(parser.text[parser.position])' after the transition") }
            return .success(transition)
        } catch {
            return .failure(error)
        }
    }

    private mutating func transition() throws(AnimationSyntaxError) -> Transition {
        var result = try primary()
        while accept(".") {
            let start = position
            guard word() == "combined" else {
                position = start
                throw problem("expected .combined(with: …) after a transition")
            }
            try expect("(")
            try label("with")
            result = .combined(result, try transition())
            try expect(")")
        }
        return result
    }

    private mutating func primary() throws(AnimationSyntaxError) -> Transition {
        skipSpaces()
        _ = accept(".")
        let start = position
        let name = word()
        switch name {
        case "opacity": return .opacity
        case "identity": return .identity
        case "slide": return .slide
        case "scale":
            guard accept("(") else { return .scale }
            _ = optionalLabel("scale")
            let factor = try number()
            let anchor = accept(",") ? try unitPoint() : .center
            try expect(")")
            return .scale(scale: CGFloat(factor), anchor: anchor)
        case "blurReplace":
            guard accept("("), !accept(")") else { return ._blurReplace(scalesUpOnRemoval: false) }
            let configuration = try choice(["downUp", "upUp"], "a configuration")
            try expect(")")
            return ._blurReplace(scalesUpOnRemoval: configuration == "upUp")
        case "move":
            try expect("(")
            try label("edge")
            skipSpaces()
            _ = accept(".")
            let edgeStart = position
            let edge = word()
            guard let parsed = Transition.Edge(rawValue: edge) else {
                position = edgeStart
                throw problem("expected an edge: leading, trailing, top or bottom, found '\(edge)'")
            }
            try expect(")")
            return .move(parsed)
        case "offset":
            try expect("(")
            var x = 0.0, y = 0.0
            if optionalLabel("x") { x = try number(); if accept(",") { try label("y"); y = try number() } }
            else if optionalLabel("y") { y = try number() }
            try expect(")")
            return .offset(x: CGFloat(x), y: CGFloat(y))
        case "asymmetric":
            try expect("(")
            try label("insertion")
            let insertion = try transition()
            guard accept(",") else { throw problem("asymmetric takes both phases: asymmetric(insertion: …, removal: …)") }
            try label("removal")
            let removal = try transition()
            try expect(")")
            return .asymmetric(insertion: insertion, removal: removal)
        default:
            position = start
            throw problem("unknown transition '\(name)'" + Suggestions.hint(for: name, among: Self.names)
                + "; expected one of \(Suggestions.list(Self.names))")
        }
    }

    /// `anchor: name`, one of SwiftUI's unit points (`.top`, `topLeading`, …).
    private mutating func unitPoint() throws(AnimationSyntaxError) -> UnitPoint {
        try label("anchor")
        let names = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        let points: [UnitPoint] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        return points[names.firstIndex(of: try choice(names, "an anchor"))!]
    }

    /// One of `names`, with or without a leading `.`; else what was found and what would do.
    private mutating func choice(_ names: [String], _ what: String) throws(AnimationSyntaxError) -> String {
        skipSpaces()
        _ = accept(".")
        let start = position
        let name = word()
        guard names.contains(name) else {
            position = start
            throw problem("expected \(what): \(Suggestions.list(names)), found '\(name)'" + Suggestions.hint(for: name, among: names))
        }
        return name
    }

    private mutating func number() throws(AnimationSyntaxError) -> Double {
        skipSpaces()
        let start = position
        while position < text.count, text[position].isNumber || "+-.eE".contains(text[position]) { position += 1 }
        guard let value = NumberSyntax.parse(String(text[start..<position])), value.isFinite, abs(value) <= NumberSyntax.largest else {
            position = start
            throw problem("expected a number between -1000000 and 1000000")
        }
        return value
    }

    private mutating func word() -> String {
        skipSpaces()
        let start = position
        while position < text.count, text[position].isLetter { position += 1 }
        return String(text[start..<position])
    }

    private mutating func label(_ name: String) throws(AnimationSyntaxError) {
        guard optionalLabel(name) else { throw problem("expected '\(name):'") }
    }

    private mutating func optionalLabel(_ name: String) -> Bool {
        let start = position
        if word() == name, accept(":") { return true }
        position = start
        return false
    }

    private mutating func expect(_ character: Character) throws(AnimationSyntaxError) {
        guard accept(character) else { throw problem("expected '\(character)'") }
    }

    private mutating func accept(_ character: Character) -> Bool {
        skipSpaces()
        guard position < text.count, text[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() { while position < text.count, text[position] == " " { position += 1 } }

    private func problem(_ message: String) -> AnimationSyntaxError { AnimationSyntaxError(offset: position, message: message) }
}
