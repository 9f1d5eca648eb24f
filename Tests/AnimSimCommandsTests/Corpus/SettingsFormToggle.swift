import SwiftUI

struct SettingsFormToggle: View {
    @State private var notifications = false
    @State private var volume: Double = 0.3

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Alerts")) {
                    Toggle("Notifications", isOn: $notifications.animation(.easeInOut(duration: 0.4)))
                    HStack {
                        Text("Status")
                        Spacer()
                        Circle()
                            .fill(notifications ? Color.green : Color(.systemGray4))
                            .frame(width: notifications ? 24 : 12, height: notifications ? 24 : 12)
                            .accessibilityIdentifier("status")
                    }
                }
                Section("Sound") {
                    Slider(value: $volume, in: 0...1)
                    Text("Volume \(Int(volume * 100))%")
                        .fontWeight(.semibold)
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
        }
    }
}

struct SettingsFormToggle_Previews: PreviewProvider {
    static var previews: some View {
        SettingsFormToggle()
    }
}
