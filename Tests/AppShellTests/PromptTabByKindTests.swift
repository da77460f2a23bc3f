import Foundation
import TestSupport
import Testing

/// Tab at a terminal completes `tap ` with the one button on the login screen, not its text
/// fields.
@Suite(.serialized) struct PromptTabByKindTests {
  @Test func tapCompletesTheOnlyButton() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("tap \t")
    #expect(await run.waitFor(#"app> tap "Log in" "#), run.outputTail)
    run.type("\u{3}")
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
  }
}
