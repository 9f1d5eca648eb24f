//
//  ChecklistToggleStyles.swift
//  A packing list with checkbox toggles that pop, a filter chip toggle and a system switch.
//

import SwiftUI

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            withAnimation(.spring(response: 0.25, dampingFraction: 0.6)) {
                configuration.isOn.toggle()
            }
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .imageScale(.large)
                    .foregroundStyle(configuration.isOn ? .green : .secondary)
                    .scaleEffect(configuration.isOn ? 1.15 : 1)
                configuration.label
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
                Spacer()
            }
        }
        .buttonStyle(.plain)
    }
}

struct ChecklistToggleStyles: View {
    @State private var passport = false
    @State private var charger = true
    @State private var onlyOpen = false
    @State private var reminders = true

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Packing list")
                .font(.title2.bold())
            Toggle("Passport", isOn: $passport)
                .toggleStyle(CheckboxStyle())
                .accessibilityIdentifier("passport")
            Toggle("Charger", isOn: $charger)
                .toggleStyle(CheckboxStyle())
            Divider()
            HStack {
                Toggle("Only open", isOn: $onlyOpen)
                    .toggleStyle(.button)
                Spacer()
            }
            Toggle("Reminders", isOn: $reminders)
                .toggleStyle(.switch)
                .tint(.purple)
        }
        .padding(24)
    }
}

#Preview {
    ChecklistToggleStyles()
}
