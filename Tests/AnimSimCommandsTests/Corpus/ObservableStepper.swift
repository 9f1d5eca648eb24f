import SwiftUI

@Observable
final class CounterModel {
    var count = 0
    var tint: Color { count.isMultiple(of: 2) ? .blue : .purple }
}

enum Badges {
    @ViewBuilder
    static func badge(for count: Int) -> some View {
        if count > 2 {
            Text("High")
                .font(.custom("AvenirNext-Bold", size: 18))
        } else {
            Text("Low")
                .font(.custom("AvenirNext-Regular", size: 18))
        }
    }
}

struct ObservableStepper: View {
    @State private var model = CounterModel()

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(model.tint)
                .frame(width: 60 + CGFloat(model.count) * 30, height: 60)
                .accessibilityIdentifier("bar")
            Badges.badge(for: model.count)
            Button("Add") {
                withAnimation(.spring()) { model.count += 1 }
            }
        }
    }
}

#Preview {
    ObservableStepper()
}
