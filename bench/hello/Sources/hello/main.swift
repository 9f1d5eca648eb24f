import Foundation

// Foundation in use, as in animsim, so its start-up is counted: a static build keeps only what is used.
print("hello from \(ProcessInfo.processInfo.processName)")
