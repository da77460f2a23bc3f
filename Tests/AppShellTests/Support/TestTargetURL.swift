import Foundation

/// The location of a file under this test target's directory.
func testTargetURL(_ path: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(path)
}
