//
//  SegmentedUnderline.swift
//  A segmented control whose underline slides to the chosen segment, above the system one.
//

import SwiftUI

struct SegmentedUnderline: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", unread = "Unread", flagged = "Flagged"
        var id: Self { self }
    }

    @State private var selection: Filter = .all
    @Namespace private var underline

    var body: some View {
        VStack(spacing: 32) {
            HStack(spacing: 0) {
                ForEach(Filter.allCases) { filter in
                    VStack(spacing: 6) {
                        Text(filter.rawValue)
                            .font(.subheadline.weight(selection == filter ? .semibold : .regular))
                            .foregroundStyle(selection == filter ? .primary : .secondary)
                        ZStack {
                            Color.clear.frame(height: 3)
                            if selection == filter {
                                Capsule()
                                    .fill(Color.accentColor)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: underline)
                                    .accessibilityIdentifier("underline")
                            }
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.snappy) { selection = filter }
                    }
                    .accessibilityIdentifier(filter.rawValue)
                }
            }

            Picker("Filter", selection: $selection) {
                ForEach(Filter.allCases) { filter in
                    Text(filter.rawValue).tag(filter)
                }
            }
            .pickerStyle(.segmented)
        }
        .padding()
        .frame(width: 360)
    }
}

#Preview {
    SegmentedUnderline()
}
