import Foundation
import HeadlessUI
import Runtime
import Testing

/// The folder of the golden screens, `Tests/AppRootTests/Snapshots`.
private let snapshotsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// Checks the screen of `host` against the golden file `Snapshots/<name>.txt`.
///
/// With `SNAPSHOT_RECORD=1` in the environment it writes the file instead. A mismatch fails
/// with a line diff (`-` golden, `+` actual).
@MainActor
func assertScreen(
  _ host: ViewHost,
  named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = snapshotsDirectory.appendingPathComponent("\(name).txt")
  let actual = host.screen + "\n"
  let rerecord = "Re-record with: SNAPSHOT_RECORD=1 swift test --filter AppRootTests"
  if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
    do {
      try FileManager.default.createDirectory(
        at: snapshotsDirectory, withIntermediateDirectories: true
      )
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("Could not write \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "No golden screen at \(file.path). \(rerecord)\n\(actual)", sourceLocation: sourceLocation
    )
    return
  }
  if let difference = diffLines(golden, actual) {
    let message = """
      Screen "\(name)" differs from its golden file (- golden, + actual):
      \(difference)
      \(rerecord)
      """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
