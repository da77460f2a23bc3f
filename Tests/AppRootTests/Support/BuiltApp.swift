import Foundation
import TestSupport

/// The `app` executable built beside this test bundle, for tests that run it as its own process.
enum BuiltApp {
  /// Where the executable is.
  static let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("app")

  /// Runs the app with `arguments` to its end and returns what it printed and its status.
  ///
  /// Its output goes to files in `directory` and its end is awaited with no thread held, so
  /// that a long run leaves the test process's threads and main actor to the other tests.
  static func run(
    _ arguments: [String], in directory: TemporaryDirectory
  ) async throws
    -> CommandResult
  {
    let outputPath = try directory.write("", to: "app-output.txt")
    let errorPath = try directory.write("", to: "app-errors.txt")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let status = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return CommandResult(
      status: status,
      output: try String(contentsOfFile: outputPath, encoding: .utf8),
      errorOutput: try String(contentsOfFile: errorPath, encoding: .utf8))
  }
}
