import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// No file a run writes lands on another file of the run: `--junit`, `--record` and `save`
/// are refused, before anything runs, when they name the script, one another or the
/// recording, however the path is spelled.
@MainActor
@Suite struct OutputPathTests {
  @Test func aReportOverTheScriptItRunsIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\n", to: "session.script")
    let link = directory.file("link.script")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
    for report in [script, directory.path + "/./session.script", link] {
      let result = await runDemo(["run", script, "--junit", report])
      #expect(result.status == 64)
      #expect(
        result.errorOutput
          == "app: error: '--junit \(report)' would overwrite the script it runs; "
          + "write it to another file\n")
      #expect(result.output == "")
    }
    #expect(try directory.read("session.script") == "tap \"Increment\"\n")
  }

  @Test func aReportAndARecordingOnTheSameFileAreRefused() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\n", to: "session.script")
    let output = directory.file("out")
    let spelled = directory.path + "/../" + directory.url.lastPathComponent + "/out"
    let result = await runDemo(["run", script, "--junit", output, "--record", spelled])
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "app: error: '--junit \(output)' and '--record \(spelled)' name the same file; "
        + "give each its own\n")
    #expect(try directory.fileNames() == ["session.script"])
  }

  @Test func savingOverTheRecordingIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("session.jsonl")
    let result = await runDemo(
      ["repl", "--record", recording],
      input: ["tap \"Increment\"", "save \"\(recording)\" replace", "quit"])
    #expect(
      result.errorOutput
        == "error: 'save \(recording)' and '--record \(recording)' name the same file; "
        + "give each its own\n")
    #expect(result.status == 0)
    #expect(await runDemo(["replay", recording]).status == 0)
  }
}
