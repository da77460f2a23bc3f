// One import for code written for the reference library, TCA 1.x: `import ComposableArchitecture`
// brings the runtime, its test support and the headless views, as the reference's module brings
// its core, `TestStore` and its SwiftUI helpers. The project's own modules import `Runtime`,
// `RuntimeTesting` and `HeadlessUI` one by one. Foundation comes along, as SwiftUI brings it
// to the reference's users; on Linux, so does FoundationNetworking, where `URLSession` lives.
@_exported import Foundation
@_exported import HeadlessUI
@_exported import Runtime
@_exported import RuntimeTesting

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
