//
//  PillTabBar.swift
//  A tab bar whose selected tab sits on a frosted pill that follows the tap.
//

import SwiftUI

struct PillTabBar: View {
    @State private var selected = 0
    private let titles = ["Home", "Search", "Profile"]

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .padding(.vertical, 8)
                    .padding(.horizontal, 16)
                    .background {
                        if selected == index {
                            Capsule()
                                .fill(.ultraThinMaterial)
                        }
                    }
                    .foregroundStyle(selected == index ? .white : .primary)
                    .onTapGesture { withAnimation(.snappy) { selected = index } }
            }
        }
    }
}
