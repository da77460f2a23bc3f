import Foundation
import Runtime
import Testing

/// Checks `text` against the golden file `Snapshots/<name>` of the calling test target, failing
/// with a line diff (`-` golden, `+` actual) when they differ.
///
/// ```swift
/// assertSnapshot(of: host.screen, named: "login-empty")
/// assertSnapshot(of: transcript, named: "transcripts/tour.txt")
/// ```
///
/// The `Snapshots` folder is the nearest one above the calling file. A name without an extension
/// gets `.txt`. With `SNAPSHOT_RECORD=1` in the environment the file is (re)written instead; a
/// missing file is written and the test fails, so that a new golden is always looked at.
public func assertSnapshot(
  of text: String,
  named name: String,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = text.hasSuffix("\n") ? text : text + "\n"
  guard let directory = snapshotsDirectory(above: "\(filePath)") else {
    Issue.record("No Snapshots folder above \(filePath).", sourceLocation: sourceLocation)
    return
  }
  let fileName = name.contains(".") ? name : name + ".txt"
  let file = directory.appendingPathComponent(fileName)
  let isRecording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  let golden = try? String(contentsOf: file, encoding: .utf8)
  if isRecording || golden == nil {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("Could not write \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    if golden == nil {
      Issue.record(
        "Recorded the new snapshot \(fileName); look at it and run again.",
        sourceLocation: sourceLocation
      )
    }
    return
  }
  if let golden, let difference = diffLines(golden, actual) {
    let message = """
      Snapshot "\(fileName)" differs from its golden file (- golden, + actual):
      \(difference)
      Re-record with: SNAPSHOT_RECORD=1 swift test
      """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// The nearest `Snapshots` folder in the folders above `filePath`.
private func snapshotsDirectory(above filePath: String) -> URL? {
  var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while directory.path != "/" {
    let candidate = directory.appendingPathComponent("Snapshots")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return candidate
    }
    directory.deleteLastPathComponent()
  }
  return nil
}
