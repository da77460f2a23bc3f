import Foundation

/// The `app` executable built beside this test bundle, for tests that run it as its own process.
enum BuiltApp {
  /// Where the executable is.
  static let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("app")
}
