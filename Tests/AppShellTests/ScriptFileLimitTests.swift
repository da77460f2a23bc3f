import Foundation
import TestSupport
import Testing

/// A script file larger than a script may be (16 MiB, as for standard input) is refused from
/// its size, before it is read, and nothing runs.
@MainActor
@Suite struct ScriptFileLimitTests {
  @Test func aScriptFileOver16MiBIsRefusedBeforeItIsRead() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\n", to: "huge.script")
    // A sparse file: 17 MiB long, without writing 17 MiB.
    #expect(truncate(script, 17 << 20) == 0)
    let result = await runDemo(["run", script])
    #expect(result.status == 66)
    #expect(
      result.errorOutput
        == "app: error: \(script) is 17 MiB, larger than 16 MiB, the most a script may be\n")
    #expect(result.output == "")
  }

  @Test func aScriptOfExactly16MiBIsRead() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\n", to: "large.script")
    // Padded with NULs to 16 MiB: read, and refused by the parser, not by its size.
    #expect(truncate(script, 16 << 20) == 0)
    let result = await runDemo(["run", script])
    #expect(!result.errorOutput.contains("the most a script may be"))
    #expect(result.errorOutput.contains("error: line is too long"))
  }

  /// A file that tells no size, as a device, is read only as far as a script may go.
  @Test func aFileWithoutASizeIsReadNoFurtherThan16MiB() async {
    let result = await runDemo(["run", "/dev/zero"])
    #expect(result.status == 66)
    #expect(
      result.errorOutput
        == "app: error: /dev/zero is larger than 16 MiB, the most a script may be\n")
  }
}
