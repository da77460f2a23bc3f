import AppShell
import TestSupport
import Testing

/// Without a `#step-N` address a run report opens on the first step that changed the state,
/// not on the launch or a `screen` where nothing happens.
@MainActor
@Suite struct RunReportOpeningStepTests {
  private func report(of script: [String]) async throws -> RunReportData {
    let directory = try TemporaryDirectory()
    let page = directory.file("run.html")
    let run = await runCommand(
      ["run", "-", "--quiet", "--report", page], input: script, definition: .showcase)
    #expect(run.errorOutput == "")
    return try RunReportData.read(page)
  }

  @Test func theToursPageOpensOnItsFirstStepThatChangedState() async throws {
    let data = try await RunReportData.ofTheTour()
    let changedState = data.steps.filter { step in
      step.actions.contains { data.actions[$0].diff != nil }
    }
    // Step 0 is the launch and step 1 the tour's first `screen`: neither changes the state.
    #expect(changedState.first?.command == #"type "Email" "blob@example.com""#)
    #expect(data.openingStep == changedState.first?.number)
    #expect(data.openingStep == 2)
  }

  @Test func aRunThatChangesNoStateOpensOnItsFirstCommand() async throws {
    let data = try await report(of: ["screen", "advance 1ms"])
    #expect(data.actions.allSatisfy { $0.diff == nil })
    #expect(data.openingStep == 1)
  }
}
