import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<path>` next to this test target; with
/// `SNAPSHOT_RECORD=1` in the environment (or when the file is missing) it writes the file
/// instead and fails, so a re-recorded snapshot is always looked at.
func expectSnapshot(
  _ text: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = snapshotURL(path)
  let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  guard !recording, let golden = try? String(contentsOf: file, encoding: .utf8) else {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded the snapshot \(path); run again to compare.", sourceLocation: sourceLocation)
    return
  }
  #expect(text == golden, "snapshot \(path) differs", sourceLocation: sourceLocation)
}

/// The location of a file under this test target's directory.
func testTargetURL(_ path: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(path)
}

private func snapshotURL(_ path: String) -> URL {
  testTargetURL("Snapshots/" + path)
}
