//
//  RisingLettersRenderer.swift
//  A headline whose highlighted letters rise into place one after another, sharpening and
//  fading in, drawn by a TextRenderer reading a custom TextAttribute (iOS 18).
//

import SwiftUI

struct Highlight: TextAttribute {}

extension Text.Layout {
    var allRuns: some RandomAccessCollection<Text.Layout.Run> { self.flatMap { line in line } }
    var allSlices: some RandomAccessCollection<Text.Layout.RunSlice> { allRuns.flatMap(\.self) }
}

struct RiseIn: TextRenderer {
    /// Seconds since the headline began to appear: what SwiftUI interpolates.
    var animatableData: TimeInterval
    var perGlyph: TimeInterval = 0.5
    var spring: Spring { .snappy(duration: perGlyph - 0.05, extraBounce: 0.3) }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.allRuns {
            guard run[Highlight.self] != nil else { context.draw(run); continue }
            for (index, slice) in run.enumerated() {
                let local = max(0, min(animatableData - Double(index) * 0.08, perGlyph))
                let progress = local / perGlyph
                var copy = context
                let lift = spring.value(fromValue: -slice.typographicBounds.descent * 3, toValue: 0, initialVelocity: 0, time: local)
                copy.translateBy(x: 0, y: lift)
                copy.addFilter(.blur(radius: slice.typographicBounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)))
                copy.opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
                copy.draw(slice, options: .disablesSubpixelQuantization)
            }
        }
    }
}

struct RisingLettersRenderer: View {
    @State private var time = 0.0
    var body: some View {
        Text("Rising letters").customAttribute(Highlight()).font(.largeTitle.bold())
            .textRenderer(RiseIn(animatableData: time))
            .onAppear { withAnimation(.linear(duration: 1.5)) { time = 1.5 } }
    }
}
