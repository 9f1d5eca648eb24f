import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

// The stack cases of EngineFrameTableTests (see EngineFrameCase there for the conventions).

private let R = Rectangle

let engineStackCases: [EngineFrameCase] = [
    // 92 split evenly: 46 | 8 | 46, vertically.
    EngineFrameCase("vstack of two rectangles", VStack { R().id("a"); R().id("b") },
              ["a": [0, 0, 100, 46], "b": [0, 54, 100, 46]]),
    // The 20-tall frame is least flexible, offered 46, takes 20; the rectangle gets 100 − 8 − 20 = 72.
    EngineFrameCase("vstack fixed height first", VStack { R().frame(height: 20).id("a"); R().id("b") },
              ["a": [0, 0, 100, 20], "b": [0, 28, 100, 72]]),
    // 100 − 2·8 = 84, a third each: 28 at 0, 36, 72.
    EngineFrameCase("hstack of three", HStack { R().id("a"); R().id("b"); R().id("c") },
              ["a": [0, 0, 28, 100], "b": [36, 0, 28, 100], "c": [72, 0, 28, 100]]),
    // No spacing: 50 each.
    EngineFrameCase("hstack spacing 0", HStack(spacing: 0) { R().id("a"); R().id("b") },
              ["a": [0, 0, 50, 100], "b": [50, 0, 50, 100]]),
    // Spacing 20: 80 left; the 10-wide frame takes 10, the rectangle 70 at 10 + 20 = 30.
    EngineFrameCase("hstack spacing 20", HStack(spacing: 20) { R().frame(width: 10).id("a"); R().id("b") },
              ["a": [0, 0, 10, 100], "b": [30, 0, 70, 100]]),
    // 20 + 8 + 20 = 48 wide, 50 tall, at (26, 25); top alignment puts both at y = 25.
    EngineFrameCase("hstack top alignment", HStack(alignment: .top) {
        R().frame(width: 20, height: 30).id("a"); R().frame(width: 20, height: 50).id("b")
    }, ["a": [26, 25, 20, 30], "b": [54, 25, 20, 50]]),
    // Bottom alignment: a's bottom meets the stack's at 75, so y = 45.
    EngineFrameCase("hstack bottom alignment", HStack(alignment: .bottom) {
        R().frame(width: 20, height: 30).id("a"); R().frame(width: 20, height: 50).id("b")
    }, ["a": [26, 45, 20, 30], "b": [54, 25, 20, 50]]),
    // Centre alignment: a is centred on the stack's 50: y = 25 + 10 = 35.
    EngineFrameCase("hstack center alignment", HStack {
        R().frame(width: 20, height: 30).id("a"); R().frame(width: 20, height: 50).id("b")
    }, ["a": [26, 35, 20, 30], "b": [54, 25, 20, 50]]),
    // 60 wide, 20 + 8 + 20 = 48 tall, at (20, 26); leading puts both at x = 20.
    EngineFrameCase("vstack leading alignment", VStack(alignment: .leading) {
        R().frame(width: 30, height: 20).id("a"); R().frame(width: 60, height: 20).id("b")
    }, ["a": [20, 26, 30, 20], "b": [20, 54, 60, 20]]),
    // Trailing: a's trailing edge meets 80, so x = 50.
    EngineFrameCase("vstack trailing alignment", VStack(alignment: .trailing) {
        R().frame(width: 30, height: 20).id("a"); R().frame(width: 60, height: 20).id("b")
    }, ["a": [50, 26, 30, 20], "b": [20, 54, 60, 20]]),
    // The ZStack is as large as its largest child, 60×40 at (20, 30); b is centred in it.
    EngineFrameCase("zstack center", ZStack {
        R().frame(width: 60, height: 40).id("a"); R().frame(width: 20, height: 20).id("b")
    }, ["a": [20, 30, 60, 40], "b": [40, 40, 20, 20]]),
    // Top-leading: b shares a's corner.
    EngineFrameCase("zstack topLeading", ZStack(alignment: .topLeading) {
        R().frame(width: 60, height: 40).id("a"); R().frame(width: 20, height: 20).id("b")
    }, ["a": [20, 30, 60, 40], "b": [20, 30, 20, 20]]),
    // Bottom-trailing: b's corner meets (80, 70): origin (60, 50).
    EngineFrameCase("zstack bottomTrailing", ZStack(alignment: .bottomTrailing) {
        R().frame(width: 60, height: 40).id("a"); R().frame(width: 20, height: 20).id("b")
    }, ["a": [20, 30, 60, 40], "b": [60, 50, 20, 20]]),
    // Every child gets the ZStack's proposal: the rectangle fills 100×100, the frame is centred.
    EngineFrameCase("zstack flexible child", ZStack { R().id("a"); R().frame(width: 20, height: 20).id("b") },
              ["a": [0, 0, 100, 100], "b": [40, 40, 20, 20]]),
    // Both children are infinitely flexible, so they keep their order: the VStack is offered
    // 46 and takes it; inside it, 46 wide, 92 tall split into 46 | 8 | 46.
    EngineFrameCase("vstack inside hstack", HStack { VStack { R().id("a"); R().id("b") }.id("v"); R().id("c") },
              ["v": [0, 0, 46, 100], "a": [0, 0, 46, 46], "b": [0, 54, 46, 46], "c": [54, 0, 46, 100]]),
    // The HStack is 48×20, the VStack max(48, 50) = 50 wide, 20 + 8 + 10 = 38 tall at (25, 31);
    // the HStack is centred in it at x = 26.
    EngineFrameCase("hstack inside vstack", VStack {
        HStack { R().frame(width: 20, height: 20).id("a"); R().frame(width: 20, height: 20).id("b") }.id("h")
        R().frame(width: 50, height: 10).id("c")
    }, ["h": [26, 31, 48, 20], "a": [26, 31, 20, 20], "b": [54, 31, 20, 20], "c": [25, 59, 50, 10]]),
]

let engineSpacerAndPriorityCases: [EngineFrameCase] = [
    // Two gaps of 8 leave 84; the fixed frames take 20 each, the spacer the remaining 44.
    EngineFrameCase("spacer between fixed frames", HStack { R().frame(width: 20).id("a"); Spacer(); R().frame(width: 20).id("b") },
              ["a": [0, 0, 20, 100], "b": [80, 0, 20, 100]]),
    // The 90-wide frame takes 90; the spacer is offered 10 but keeps its minimum 30, so the
    // stack is 120 wide, centred at −10: the spacer at −10, the frame at 20.
    EngineFrameCase("spacer minLength overflows", HStack(spacing: 0) { Spacer(minLength: 30).id("s"); R().frame(width: 90).id("a") },
              ["s": [-10, 50, 30, 0], "a": [20, 0, 90, 100]]),
    // A vertical spacer pushes the 20-tall frame to the bottom: 100 − 20 = 80.
    EngineFrameCase("spacer in vstack", VStack { Spacer().id("s"); R().frame(height: 20).id("a") },
              ["s": [50, 0, 0, 72], "a": [0, 80, 100, 20]]),
    // A spacer with minLength 0 and no stack spacing: the frames touch the edges.
    EngineFrameCase("spacer minLength 0", HStack(spacing: 0) {
        R().frame(width: 30).id("a"); Spacer(minLength: 0); R().frame(width: 30).id("b")
    }, ["a": [0, 0, 30, 100], "b": [70, 0, 30, 100]]),
    // Priority 1 is served first and, as a's minimum is 0, takes all 92.
    EngineFrameCase("layoutPriority takes everything", HStack { R().id("a"); R().layoutPriority(1).id("b") },
              ["a": [0, 0, 0, 100], "b": [8, 0, 92, 100]]),
    // The high-priority rectangle must leave a's minimum, 30: it gets 92 − 30 = 62.
    EngineFrameCase("layoutPriority leaves lower minimums", HStack { R().frame(minWidth: 30).id("a"); R().layoutPriority(1).id("b") },
              ["a": [0, 0, 30, 100], "b": [38, 0, 62, 100]]),
    // Priority on a frame (a modifier passes its child's priority up, and its own wins).
    EngineFrameCase("layoutPriority on a modifier", HStack(spacing: 0) {
        R().frame(maxWidth: 80).layoutPriority(1).id("a"); R().id("b")
    }, ["a": [0, 0, 80, 100], "b": [80, 0, 20, 100]]),
    // Equal priorities except one below: the lower one gets only what is left (its minimum 0).
    EngineFrameCase("negative priority gets the rest", HStack(spacing: 0) {
        R().layoutPriority(-1).id("a"); R().frame(width: 30).id("b"); R().id("c")
    }, ["a": [0, 0, 0, 100], "b": [0, 0, 30, 100], "c": [30, 0, 70, 100]]),
    // Text ("Hi" = 20.4 wide, flexibility 0) is served before the rectangle, which takes
    // 92 − 20.4 = 71.6. The text is centred vertically: (100 − 21) / 2 = 39.5.
    EngineFrameCase("text and rectangle", HStack { Text("Hi").id("a"); R().id("b") },
              ["a": [0, 39.5, 20.4, 21], "b": [28.4, 0, 71.6, 100]]),
    // The 70-wide frame is less flexible, served first (offered 46, takes 70); the rectangle
    // gets 92 − 70 = 22 though it comes first.
    EngineFrameCase("fixed child served before flexible", HStack { R().id("a"); R().frame(width: 70).id("b") },
              ["a": [0, 0, 22, 100], "b": [30, 0, 70, 100]]),
    // Flexibilities 10, ∞, 20: a is offered 84/3 = 28 and takes 10, c 74/2 = 37 and takes 20,
    // b the remaining 54.
    EngineFrameCase("least flexible first", HStack {
        R().frame(maxWidth: 10).id("a"); R().id("b"); R().frame(maxWidth: 20).id("c")
    }, ["a": [0, 0, 10, 100], "b": [18, 0, 54, 100], "c": [80, 0, 20, 100]]),
]
