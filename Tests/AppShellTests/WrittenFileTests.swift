import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every file the app writes (`save`, `--junit`, `--record`, the prompt's history) follows the
/// settings file's rules: an existing file keeps its mode, a symlink is written through and
/// stays a link, a path that is not a regular file is refused and left alone, and nothing is
/// left beside it.
@MainActor
@Suite struct WrittenFileTests {
  /// A `0600` file holding "old", and a symlink to it, in `directory`.
  private func privateFile(
    _ name: String, in directory: TemporaryDirectory
  ) throws -> (file: String, link: String) {
    let file = try directory.write("old\n", to: name)
    #expect(chmod(file, 0o600) == 0)
    let link = directory.file("link-to-" + name)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    return (file, link)
  }

  /// Checks that `link` is still a link to `file`, which is `0600` and no longer "old".
  private func expectWrittenThrough(_ link: String, to file: String) throws {
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(destination == file)
    var status = stat()
    #expect(stat(file, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text != "old\n" && !text.isEmpty)
  }

  @Test func aReportAndARecordingKeepTheModeAndLinkOfTheFileTheyReplace() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\nexpect count == 1\n", to: "ok.script")
    let report = try privateFile("report.xml", in: directory)
    let recording = try privateFile("session.jsonl", in: directory)
    let result = await runDemo(["run", script, "--junit", report.link, "--record", recording.link])
    #expect(result.status == 0)
    try expectWrittenThrough(report.link, to: report.file)
    try expectWrittenThrough(recording.link, to: recording.file)
    #expect(try directory.fileNames().count == 5)
  }

  @Test func aSavedScriptKeepsTheModeAndLinkOfTheFileItReplaces() async throws {
    let directory = try TemporaryDirectory()
    let saved = try privateFile("saved.script", in: directory)
    let result = await runDemo(
      ["repl"], input: ["tap \"Increment\"", "save \"\(saved.link)\" replace"])
    #expect(result.errorOutput == "")
    try expectWrittenThrough(saved.link, to: saved.file)
    #expect(try directory.fileNames().count == 2)
  }

  @Test func aPathThatIsNotARegularFileIsRefusedAndLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("expect count == 0\n", to: "ok.script")
    let fifo = directory.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for option in ["--junit", "--record"] {
      let result = await runDemo(["run", script, option, fifo])
      #expect(result.status == 66)
      #expect(result.errorOutput.contains("is a FIFO, not a regular file; it is left alone"))
      var status = stat()
      #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
  }
}
