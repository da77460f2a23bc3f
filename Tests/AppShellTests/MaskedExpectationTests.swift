import AppEngine
import AppShell
import TestSupport
import Testing

/// `expect` on a field that prints masked compares the real values without showing them.
@MainActor
@Suite struct MaskedExpectationTests {
  private func run(_ lines: [String]) async -> CommandResult {
    await runCommand(
      ["run", "-"], input: [#"type "Password" "correct-horse""#] + lines, definition: .showcase)
  }

  @Test func typingIntoASecureFieldSaysThatAMaskedFieldChanged() async {
    let result = await run([])
    #expect(result.status == 0)
    let report = result.output.components(separatedBy: "> type \"Password\" \"••••\"\n").last
    #expect(
      report
        == "received action:\n"
        + "  AppFeature.Action.loggedOut(.view(.binding(.set(\\State.$password, ••••))))\n"
        + "  (Only masked fields changed; their values are not shown)\n"
        + "# Done: 1 step, 2 actions (0 sent by effects), 0s of virtual time.\n")
  }

  @Test func aWrongValueFailsWithoutPrintingEitherValue() async {
    let result = await run([#"expect loggedOut.password == "wrong""#])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("expected: ••••"))
    #expect(result.errorOutput.contains("actual: ••••"))
    #expect(result.errorOutput.contains("(the values print masked)"))
    #expect(!result.errorOutput.contains("correct-horse"))
  }

  @Test func theRightValuePassesAndNotEqualChecksTheRealValue() async {
    let result = await run([
      #"expect loggedOut.password == "correct-horse""#,
      #"expect loggedOut.password != "wrong""#,
    ])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
  }

  @Test func theTranscriptAndJUnitReportMaskTheTextComparedWithASecret() async throws {
    let directory = try TemporaryDirectory()
    let report = directory.file("report.xml")
    let result = await runCommand(
      ["run", "-", "--junit", report],
      input: [
        #"type "Password" "correct-horse""#, #"expect loggedOut.password == "correct-horse""#,
        #"expect loggedOut.email == "correct-horse""#,
      ],
      definition: .showcase)
    #expect(result.output.contains(#"> expect loggedOut.password == "••••""#))
    #expect(result.output.contains(#"> expect loggedOut.email == "correct-horse""#))
    let xml = try directory.read("report.xml")
    #expect(xml.contains("expect loggedOut.password == &quot;••••&quot;"))
    #expect(!xml.contains("password == &quot;correct-horse"))
  }

  @Test func notEqualFailsForTheRealValue() async {
    let result = await run([#"expect loggedOut.password != "correct-horse""#])
    #expect(result.status == 1)
  }
}
