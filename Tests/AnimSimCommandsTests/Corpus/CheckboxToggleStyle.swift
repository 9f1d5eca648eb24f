//
//  CheckboxToggleStyle.swift
//  Toggles drawn as a custom switch whose knob slides with an ease, in a settings card.
//

import SwiftUI

struct PillToggleStyle: ToggleStyle {
    var onColor: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? onColor : Color(.systemGray4))
                .frame(width: 52, height: 32)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle()
                        .fill(.white)
                        .padding(3)
                        .shadow(radius: 1)
                }
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        configuration.isOn.toggle()
                    }
                }
        }
    }
}

struct CheckboxToggleStyle: View {
    @State private var wifi = true
    @State private var bluetooth = false

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(PillToggleStyle())
            Toggle("Bluetooth", isOn: $bluetooth)
                .toggleStyle(PillToggleStyle(onColor: .blue))
            Toggle("System switch", isOn: $bluetooth)
                .tint(.orange)
        }
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(.secondarySystemBackground))
        }
        .padding()
    }
}

#Preview {
    CheckboxToggleStyle()
}
