import AnimSim

// Snippets of the articles' SwiftUI code, compiled with `import SwiftUI` changed to
// `import AnimSim` and nothing else. Definitions an article leaves out are the smallest
// possible and listed here:
// - `MyCustomLayout` (003): the article's custom vertical stack, AnimSim's `CustomVStackLayout`;
// - 003's layout toggle is a fragment of a view's body: it is wrapped in `LayoutToggleView`;
// - `CircularLayout` (003) and `CrashLayout` (000) are AnimSim's ports of the articles' own.

typealias MyCustomLayout = CustomVStackLayout

// Article 003, "根据条件切换布局".
struct LayoutToggleView: View {
@State private var useVerticalLayout = false

var body: some View {
    VStack {
        Toggle("垂直布局", isOn: $useVerticalLayout)
        
        if useVerticalLayout {
            MyCustomLayout {
                contentViews()
            }
        } else {
            CircularLayout {
                contentViews()
            }
            .frame(width: 300, height: 300)
        }
    }
    .padding()
}

@ViewBuilder
func contentViews() -> some View {
    ForEach(1...5, id: \.self) { index in
        Text("项目 \(index)")
            .padding()
            .background(Color.blue.opacity(0.2))
            .cornerRadius(8)
    }
}
}

// Article 003, "布局修饰符".
extension View {
    func inCustomLayout() -> some View {
        MyCustomLayout {
            self
        }
    }
}

struct CustomLayoutUsage: View {
    var body: some View {
        Text("单独的项目").inCustomLayout()
    }
}

// Article 004, the first example.
struct HelloZStackView: View {
    var body: some View {
        ZStack {
            Text("Hello world")
        }
    }
}

// Article 000, the layout that crashes.
struct CrashContentView: View {
    var body: some View {
        CrashLayout {
            Text("Hello, World!")
        }
    }
}

// Article 003, "响应环境变化". `Color.random()` is the article's own helper, not shown: the
// smallest definition is a fixed colour.
extension Color {
    static func random() -> Color { .blue }
}

struct MyView: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    
    var body: some View {
        let columns = horizontalSizeClass == .compact ? 2 : 4
        
        WaterfallLayout(columns: columns, spacing: 8) {
            ForEach(0..<20) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.random())
                    .frame(height: CGFloat.random(in: 50...200))
            }
        }
        .animation(.default, value: horizontalSizeClass)
        .padding()
    }
}
