import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// `save` and `report` belong to the prompt: a script that writes a file is refused before
/// anything runs, and at the prompt an existing file is replaced only when `save` says
/// `replace`, and neither lands on another file of the session.
@MainActor
@Suite struct SaveCommandTests {
  @Test func aScriptThatSavesIsRefusedBeforeAnythingRuns() async throws {
    let directory = try TemporaryDirectory()
    let target = directory.file("target")
    let script = try directory.write(
      "tap \"Increment\"\nsave \"\(target)\" replace\n", to: "saves.script")
    let result = await runDemo(["run", script])
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "\(script):2:1: error: 'save' belongs to the prompt ('app repl'); "
        + "a script cannot write files, so nothing was run\n")
    #expect(result.output == "")
    #expect(try directory.fileNames() == ["saves.script"])
  }

  @Test func aScriptThatWritesAReportIsRefusedBeforeAnythingRuns() async throws {
    let directory = try TemporaryDirectory()
    let bashrc = try directory.write("keep me\n", to: "bashrc")
    let script = try directory.write(
      "tap \"Increment\"\nreport \"\(bashrc)\"\n", to: "reports.script")
    let result = await runDemo(["run", script])
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "\(script):2:1: error: 'report' belongs to the prompt ('app repl'); "
        + "a script cannot write files, so nothing was run\n")
    #expect(try directory.read("bashrc") == "keep me\n")
  }

  @Test func theReportAtThePromptMayNotOverwriteTheRecording() async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("session.jsonl")
    let result = await runDemo(
      ["repl", "--record", recording], input: ["tap \"Increment\"", "report \"\(recording)\""])
    #expect(result.errorOutput.contains("'report \(recording)' and '--record \(recording)'"))
    #expect(try directory.read("session.jsonl").hasPrefix("{"))
  }

  @Test func savingOverAnExistingFileNeedsReplace() async throws {
    let directory = try TemporaryDirectory()
    let saved = try directory.write("keep me\n", to: "saved.script")
    let refused = await runDemo(["repl"], input: ["tap \"Increment\"", "save \"\(saved)\""])
    #expect(
      refused.errorOutput
        == "error: \(saved) exists; to replace it, type: save \"\(saved)\" replace\n")
    #expect(try directory.read("saved.script") == "keep me\n")

    let replaced = await runDemo(
      ["repl"], input: ["tap \"Increment\"", "save \"\(saved)\" replace"])
    #expect(replaced.errorOutput == "")
    #expect(replaced.output.contains("saved 1 command to \(saved)\n"))
    #expect(try directory.read("saved.script").hasSuffix("\ntap \"Increment\"\n"))
  }

  @Test func theHelpSaysSaveIsForThePromptAndHowToReplace() async {
    let reference = await runDemo(["repl"], input: ["help"])
    #expect(
      reference.output.contains(
        """
          save "FILE" [replace]         At the prompt, saves the commands run so far as a
                                        script; an existing FILE is replaced only with replace.
        """))
    let repl = await runDemo(["help", "repl"])
    #expect(repl.output.contains("history, save FILE [replace], report FILE [replace]\nand quit."))
  }
}
