import Foundation

/// `.minimumScaleFactor(_:)`: SwiftUI shrinks a text that would be cut (by its line limit or
/// the proposed height, or a word too wide) before it truncates it, never below the factor.
extension TextLayout {
    /// Steps of the search for the largest size that fits: the size found is within
    /// (1 - factor) / 2¹² of the font size of the largest that does, and always fits.
    static let scaleSearchSteps = 12

    public func lines(of text: String, proposal: ProposedViewSize) -> Lines {
        let natural = unscaledLines(of: text, proposal: proposal)
        guard natural.isTruncated, fit.minimumScaleFactor < 1 else { return natural }
        func at(_ scale: CGFloat) -> Lines {
            TextLayout(measurer: measurer, fontSize: fontSize * scale, fit: fit).unscaledLines(of: text, proposal: proposal)
        }
        var best = at(fit.minimumScaleFactor)
        // Even the smallest size is cut: SwiftUI truncates it there.
        guard !best.isTruncated else { return best }
        var fits = fit.minimumScaleFactor, cut: CGFloat = 1
        for _ in 0..<Self.scaleSearchSteps {
            let middle = (fits + cut) / 2
            let candidate = at(middle)
            if candidate.isTruncated {
                cut = middle
            } else {
                fits = middle
                best = candidate
            }
        }
        return best
    }
}
