import Foundation
import TestSupport
import Testing

/// `report "FILE"` at the prompt follows `save`'s rule: an existing file is replaced only when
/// the command says `replace`.
@MainActor
@Suite struct ReportReplaceTests {
  @Test func writingAReportOverAnExistingFileNeedsReplace() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("keep me\n", to: "mine.script")
    let refused = await runDemo(["repl"], input: ["tap \"Increment\"", "report \"\(script)\""])
    #expect(
      refused.errorOutput
        == "error: \(script) exists; to replace it, type: report \"\(script)\" replace\n")
    #expect(try directory.read("mine.script") == "keep me\n")

    let replaced = await runDemo(
      ["repl"], input: ["tap \"Increment\"", "report \"\(script)\" replace"])
    #expect(replaced.errorOutput == "")
    #expect(replaced.output.contains("wrote the run report to \(script)\n"))
    #expect(try directory.read("mine.script").hasPrefix("<!doctype html>"))
  }

  @Test func aNewReportNeedsNoReplace() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("run.html")
    let result = await runDemo(["repl"], input: ["tap \"Increment\"", "report \"\(page)\""])
    #expect(result.errorOutput == "")
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test func theHelpSaysHowToReplaceAReport() async {
    let reference = await runDemo(["repl"], input: ["help"])
    #expect(reference.output.contains(#"report "FILE" [replace]"#))
    let repl = await runDemo(["help", "repl"])
    #expect(repl.output.contains("report FILE [replace]\nand quit."))
  }
}
