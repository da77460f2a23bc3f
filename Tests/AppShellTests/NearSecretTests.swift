import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// A secret typed into a misspelled or differently cased label, or sent with a misspelled
/// field, is masked wherever the command shows: the echo, errors, `history`, saved scripts and
/// JUnit names; and a saved or recalled line that types the mask says so. The prompt's tests
/// type `hunter2-secret`, not a demo password, which the prompt's banner names.
@MainActor
@Suite struct NearSecretTests {
  @Test func aFailedCommandNearASecretFieldIsMaskedInTheTranscriptAndReport() async throws {
    let directory = try TemporaryDirectory()
    let report = directory.file("report.xml")
    let typed = await runCommand(
      ["run", "-", "--junit", report], input: [#"type "Pasword" "correct-horse""#],
      definition: .showcase)
    #expect(typed.status == 1)
    #expect(typed.output.contains(#"> type "Pasword" "••••""#))
    #expect(!(typed.output + typed.errorOutput).contains("correct-horse"))
    #expect(!(try directory.read("report.xml")).contains("correct-horse"))
    // A send that names no action is refused before anything runs, its strings masked.
    for line in [
      #"send loggedOut.view.binding(pasword: "correct-horse")"#,
      #"send loggedOut.view.paswordChanged("correct-horse")"#,
    ] {
      let result = await runCommand(["run", "-"], input: [line], definition: .showcase)
      #expect(result.status == 64)
      #expect(!(result.output + result.errorOutput).contains("correct-horse"))
    }
  }

  @Test func aFailedTypeOnAScreenWithASecureFieldIsMasked() async throws {
    // None of these labels is on the login screen, nor within two edits of "Password".
    for label in ["Pass", "Pas", "Passw", "Pwd", "Passcode"] {
      let line = "type \"\(label)\" \"hunter2-secret\""
      let directory = try TemporaryDirectory()
      let run = await runCommand(
        ["run", "-", "--junit", directory.file("report.xml")], input: [line],
        definition: .showcase)
      #expect(run.status == 1, "\(label)")
      #expect(run.output.contains("> type \"\(label)\" \"••••\""), "\(label)")
      #expect(!(run.output + run.errorOutput).contains("hunter2-secret"), "\(label)")
      #expect(!(try directory.read("report.xml")).contains("hunter2-secret"), "\(label)")
      let prompt = await runCommand(["repl"], input: [line, "history"], definition: .showcase)
      #expect(!(prompt.output + prompt.errorOutput).contains("hunter2-secret"), "\(label)")
    }
  }

  @Test func aFailedSendNamingASecretFieldByValueIsMasked() async {
    for line in [
      #"send loggedOut.view.binding(field: .password, value: "hunter2-secret")"#,
      #"send loggedOut.view.binding(.password, "hunter2-secret")"#,
      #"send loggedOut.view.binding(field: "password", value: "hunter2-secret")"#,
    ] {
      let refused = await runCommand(["run", "-"], input: [line], definition: .showcase)
      #expect(refused.status == 64, "\(line)")
      #expect(!(refused.output + refused.errorOutput).contains("hunter2-secret"), "\(line)")
      let typed = await runCommand(["repl"], input: [line, "history"], definition: .showcase)
      #expect(!(typed.output + typed.errorOutput).contains("hunter2-secret"), "\(line)")
    }
  }

  @Test func aFailedCommandFarFromASecretOnAScreenWithoutOneIsShownAsItIs() async {
    let result = await runCommand(
      ["run", "-"],
      input: [
        #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#,
        #"tap "Log in""#, "settle", #"type "Serach" "Seoul""#,
      ],
      definition: .showcase)
    #expect(result.status == 1)
    #expect(result.output.contains(#"> type "Serach" "Seoul""#))
  }

  @Test func historyAndSavedScriptsMaskItAndMarkTheMaskedLines() async throws {
    let directory = try TemporaryDirectory()
    let saved = directory.file("saved.script")
    let result = await runCommand(
      ["repl"],
      input: [
        #"type "password" "hunter2-secret""#, #"type "Pasword" "hunter2-secret""#,
        #"send loggedOut.view.binding(pasword: "hunter2-secret")"#, "history",
        "save \"\(saved)\"",
      ],
      definition: .showcase)
    #expect(!(result.output + result.errorOutput).contains("hunter2-secret"))
    let script = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(!script.contains("hunter2-secret"))
    let note =
      "# The •••• below stands for a secret that was not saved: type the secret itself in its "
      + "place before running this script.\n"
    #expect(script.contains(note + #"type "password" "••••""# + "\n"))
    #expect(script.contains(note + #"type "Pasword" "••••""# + "\n"))
    #expect(script.hasSuffix(note + #"send loggedOut.view.binding(pasword: "••••")"# + "\n"))

    let login = directory.file("login.script")
    _ = await runCommand(
      ["repl"], input: [#"type "Password" "hunter2-secret""#, "save \"\(login)\""],
      definition: .showcase)
    let rerun = await runCommand(["run", login], definition: .showcase)
    #expect(
      rerun.errorOutput.hasPrefix(
        "warning: •••• is the mask of a secret that was not kept (history and saved scripts "
          + "keep secrets masked); type the secret itself\n"))
  }
}
