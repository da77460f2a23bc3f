// `import SwiftUI` on a platform that has no SwiftUI: the headless view layer under SwiftUI's
// name, so that a view file written for the reference library compiles with no edit. The
// package declares this module only where `canImport(SwiftUI)` is false, so it never shadows
// Apple's framework.
@_exported import HeadlessUI
