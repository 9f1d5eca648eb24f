//
//  PriceTagText.swift
//  A sale card: a title kept to one line, a headline styled word by word, and a price
//  whose dollars grow while the sign and cents stay on their baseline.
//

import SwiftUI

struct PriceTagText: View {
    @State private var onSale = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Handmade Ceramic Mugs, Glazed and Fired in Small Batches")
                .font(.title2)
                .fontWeight(.semibold)
                .lineLimit(1)
                .frame(width: 260, alignment: .leading)
                .accessibilityIdentifier("title")

            (Text("Only ").font(.headline)
                + Text("today").bold().foregroundColor(.red)
                + Text(", while stocks last").italic().foregroundStyle(.secondary))
                .accessibilityIdentifier("headline")

            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("$")
                    .font(.system(size: 18, weight: .semibold))
                    .accessibilityIdentifier("sign")
                Text(onSale ? "19" : "24")
                    .font(.system(size: onSale ? 56 : 34, weight: .bold))
                    .accessibilityIdentifier("dollars")
                Text(".99")
                    .font(.system(size: 16))
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("cents")
            }
            .foregroundStyle(onSale ? .red : .primary)

            Text("Each mug is thrown by hand, so no two are quite alike in shape or colour.")
                .font(.footnote)
                .lineLimit(2)
                .minimumScaleFactor(0.8)
                .frame(width: 200, alignment: .leading)
                .accessibilityIdentifier("note")
        }
        .padding()
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) { onSale = true }
        }
    }
}
