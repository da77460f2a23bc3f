import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// `save` belongs to the prompt: a script that saves is refused before anything runs, and at
/// the prompt an existing file is replaced only when the command says `replace`.
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
    #expect(repl.output.contains("history, save FILE [replace] and quit."))
  }
}
