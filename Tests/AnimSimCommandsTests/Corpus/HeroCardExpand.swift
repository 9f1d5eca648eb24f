//
//  HeroCardExpand.swift
//  A small card that grows into a big one with matchedGeometryEffect when tapped.
//

import SwiftUI

struct HeroCardExpand: View {
    @Namespace private var cardSpace
    @State private var isExpanded = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.indigo)
                    .matchedGeometryEffect(id: "card", in: cardSpace)
                    .accessibilityIdentifier("bigCard")
                    .frame(width: 300, height: 200)
                    .onTapGesture {
                        withAnimation(.linear(duration: 1)) { isExpanded = false }
                    }
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.indigo)
                    .matchedGeometryEffect(id: "card", in: cardSpace)
                    .accessibilityIdentifier("smallCard")
                    .frame(width: 80, height: 60)
                    .padding(20)
                    .onTapGesture {
                        withAnimation(.linear(duration: 1)) { isExpanded = true }
                    }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

#Preview {
    HeroCardExpand()
}
