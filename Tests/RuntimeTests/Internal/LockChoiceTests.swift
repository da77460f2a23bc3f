import Foundation
import Testing

/// The project's sources guard shared state with `LockIsolated`, never `Synchronization.Mutex`:
/// on Linux `Mutex` locks with futex calls the thread sanitizer cannot see, so CI's
/// `--sanitize=thread` run reports every access it guards, from two threads, as a data race.
@Suite struct LockChoiceTests {
  private static let modules = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Modules")

  @Test func noSourceLocksWithMutex() throws {
    let files = try #require(
      FileManager.default.enumerator(at: Self.modules, includingPropertiesForKeys: nil)
    )
    var checked = 0
    var offenders: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      checked += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      if text.contains("Mutex<") || text.contains("Mutex(") {
        offenders.append(file.lastPathComponent)
      }
    }
    #expect(checked > 100)
    #expect(offenders == [], "use LockIsolated, which the thread sanitizer understands")
  }
}
