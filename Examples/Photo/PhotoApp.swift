import SwiftUI

@main
struct PhotoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
