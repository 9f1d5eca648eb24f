import Foundation

/// Where a text's first and last baselines fall in its frame: what `.firstTextBaseline` and
/// `.lastTextBaseline` read. The numbers are the painter's (`CairoCanvas.showWrappedText`), so
/// texts aligned on their baselines are drawn on one line: one line has its ascent + descent
/// centred in the frame; several lines are a block of line heights centred in it, the first
/// baseline one ascent below the block's top, each next one a line height and the
/// `lineSpacing` lower.
extension TextLayout {
    public func baselines(of lines: Lines, inHeight height: CGFloat) -> (first: CGFloat, last: CGFloat) {
        guard !lines.lines.isEmpty else { return (height, height) }
        let ascent = measurer.ascent(fontSize: lines.fontSize), descent = measurer.descent(fontSize: lines.fontSize)
        if lines.lines.count == 1 {
            let baseline = height / 2 + (ascent - descent) / 2
            return (baseline, baseline)
        }
        let lineHeight = measurer.lineHeight(fontSize: lines.fontSize)
        let first = height / 2 - fit.height(ofLines: lines.lines.count, lineHeight: lineHeight) / 2 + ascent
        return (first, first + CGFloat(lines.lines.count - 1) * (lineHeight + fit.lineSpacing))
    }
}
