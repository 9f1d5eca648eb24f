import SwiftUI

struct Task: Identifiable {
    let id: Int
    let title: String
    var done = false
}

struct NightModeChecklist: View {
    @State private var tasks = [Task(id: 1, title: "Stretch"), Task(id: 2, title: "Read"), Task(id: 3, title: "Sleep")]
    @State private var expanded = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(tasks) { task in
                        HStack {
                            Circle()
                                .fill(task.done ? Color(.systemGreen) : Color(.systemGray5))
                                .frame(width: 22, height: 22)
                            Text(task.title)
                        }
                    }
                } header: {
                    Text("Tonight")
                } footer: {
                    Text("Tap Done when finished")
                }
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(.systemIndigo))
                    .frame(width: expanded ? 200 : 80, height: 20)
            }
            .navigationTitle("Checklist")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {
                        withAnimation(.easeInOut(duration: 0.5)) {
                            tasks[0].done = true
                            expanded = true
                        }
                    }
                }
            }
        }
        .preferredColorScheme(.dark)
    }
}

#Preview {
    NightModeChecklist()
}
