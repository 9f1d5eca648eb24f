import SwiftUI

struct Grocery: Identifiable {
    let id = UUID()
    let name: String
}

struct GroceryListDelete: View {
    @State private var items = ["Apples", "Bread", "Milk", "Eggs"].map(Grocery.init)

    var body: some View {
        NavigationStack {
            List {
                Section("To buy") {
                    ForEach(items) { item in
                        Text(item.name)
                            .transition(.slide)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Groceries")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut) { _ = items.remove(at: 1) }
            }
        }
    }
}

#Preview {
    GroceryListDelete()
}
