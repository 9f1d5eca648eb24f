import SwiftUI

/// The nine standard alignments by their names, for the views that try a replica at each
/// (`FrameAlignments`, `ZStackAlignments`); not the article's (README.md).
let standardAlignments: [(name: String, alignment: Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
]
