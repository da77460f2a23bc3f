import AppEngine
import AppShell
import HeadlessUI
import Runtime
import RuntimeTesting
import Testing

/// `app preview`: the showcase's `#Preview`s listed, each rendered headlessly on virtual time,
/// and the errors of a name that names no preview, or more than one.
@MainActor
@Suite struct PreviewCommandTests {
  /// Runs the showcase's command line in process.
  private func app(_ arguments: [String]) async -> CommandResult {
    let console = Console()
    let status = await AppCommand.main(arguments: arguments, console: console)
    return CommandResult(status: status, output: console.output, errorOutput: console.errorOutput)
  }

  /// Runs the demo app's command line with `previews` as its previews.
  private func demo(_ arguments: [String], previews: [Preview]) async -> CommandResult {
    let console = Console()
    let status = await AppRunner(definition: .demo, previews: previews).main(
      arguments: arguments, console: console)
    return CommandResult(status: status, output: console.output, errorOutput: console.errorOutput)
  }

  /// The names the showcase lists, first column of `app preview`.
  private func listedNames() async -> [String] {
    await app(["preview"]).output.split(separator: "\n").map { line in
      String(line.dropFirst(2)).components(separatedBy: "  ")[0]
    }
  }

  @Test func theListNamesEachFeaturesPreviewsWithWhereTheyAreDeclared() async {
    let result = await app(["preview"])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    let lines = result.output.split(separator: "\n").map(String.init)
    let expected = [
      ("App", "AppRoot/AppView.swift"),
      ("App, signed in with favorites", "AppRoot/AppView.swift"),
      ("Account", "Auth/AccountView.swift"),
      ("Log in", "Auth/LoginView.swift"),
      ("Log in, code asked", "Auth/LoginView.swift"),
      ("Two-factor", "Auth/TwoFactorView.swift"),
      ("Search", "Search/SearchView.swift"),
      ("Search, Seoul's forecast", "Search/SearchView.swift"),
      ("Settings", "Settings/SettingsView.swift"),
      ("Settings, damaged file", "Settings/SettingsView.swift"),
    ]
    #expect(lines.count == expected.count)
    for (line, (name, file)) in zip(lines, expected) {
      #expect(line.hasPrefix("  \(name)  "))
      let location = line.split(separator: " ").last.map(String.init) ?? ""
      #expect(location.hasPrefix(file + ":"))
      #expect(Int(location.dropFirst(file.count + 1)) != nil)
    }
  }

  @Test func aPreviewRendersItsScreenAfterItsEffectsFinish() async {
    let result = await app(["preview", "Settings"])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    // The settings the in-memory client holds, loaded by the view's `.task`.
    assertSnapshot(of: result.output, named: "preview-settings")
  }

  @Test func theViewsDebounceRunsOnVirtualTime() async {
    let result = await app(["preview", "Search, Seoul's forecast"])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    #expect(result.output.contains("  Search: [Seoul]\n  (Seoul, South Korea)\n  • Today: "))
  }

  @Test func theRootViewShowsItsFavoritesForecasts() async {
    let result = await app(["preview", "App, signed in with favorites"])
    #expect(result.status == 0)
    #expect(result.output.contains("  Hello, Blob!\n"))
    #expect(result.output.contains("  (Seoul)  6.3°C / -2.3°C  (Remove Seoul) destructive\n"))
    #expect(result.output.contains("  (Busan)  8.8°C / -0.1°C  (Remove Busan) destructive\n"))
  }

  @Test func everyPreviewRendersWithoutARuntimeIssue() async {
    let names = await listedNames()
    #expect(names.count == 10)
    for name in names {
      let result = await app(["preview", name])
      #expect(result.status == 0, "\(name): \(result.errorOutput)")
      #expect(result.errorOutput == "", "\(name)")
      #expect(result.output.hasPrefix("  == "), "\(name)")
    }
  }

  @Test func aPreviewIsNamedByWhereItIsDeclaredToo() async throws {
    let line = try #require(
      await app(["preview"]).output.split(separator: "\n").first { $0.hasPrefix("  Account ") })
    let location = try #require(line.split(separator: " ").last.map(String.init))
    #expect(await app(["preview", location]).output == (await app(["preview", "Account"])).output)
  }

  @Test func anUnknownNameIsAUsageErrorThatListsTheNames() async {
    let result = await app(["preview", "Setings"])
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.errorOutput.hasPrefix(
        "app: error: no preview named 'Setings'; did you mean 'Settings'? The app's previews:\n"
          + "  App\n  App, signed in with favorites\n  Account\n"))
    #expect(result.errorOutput.hasSuffix("  Settings\n  Settings, damaged file\n"))
    let unlike = await app(["preview", "Weather map"])
    #expect(unlike.errorOutput.hasPrefix("app: error: no preview named 'Weather map'. The app's"))
  }

  @Test func theCommandLineIsCheckedBeforeAnythingRenders() async {
    let extra = await app(["preview", "Settings", "Search"])
    #expect(extra.status == 64)
    #expect(extra.output == "")
    #expect(
      extra.errorOutput
        == "app: error: unexpected argument 'Search' for 'app preview'; "
        + "see 'app preview --help'\n")
    let option = await app(["preview", "--deps", "live"])
    #expect(option.status == 64)
    #expect(option.errorOutput.hasPrefix("app: error: unknown option '--deps' for 'app preview'"))
  }

  @Test func theCommandHasHelpAndIsInTheOverview() async {
    let help = await app(["preview", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("\nUSAGE: app preview [<name>]\n"))
    #expect(help.output.contains("OPTIONS:"))
    #expect(await app(["help", "preview"]).output == help.output)
    #expect(await app(["--help"]).output.contains("\n  preview [NAME]          Lists the "))
  }

  @Test func anAppWithoutPreviewsSaysHowToDeclareOne() async {
    let result = await demo(["preview"], previews: [])
    #expect(result.status == 0)
    #expect(result.output == "No previews: a view file declares one with #Preview { ... }.\n")
    let named = await demo(["preview", "Counter"], previews: [])
    #expect(named.status == 64)
    #expect(
      named.errorOutput == "app: error: no preview named 'Counter': the app has no previews\n")
  }

  @Test func anUnnamedPreviewIsListedAndNamedByWhereItIsDeclared() async {
    let previews = [Preview(fileID: "Demo/Greeting.swift", line: 7) { Text("Hello") }]
    #expect(await demo(["preview"], previews: previews).output == "  Demo/Greeting.swift:7\n")
    let result = await demo(["preview", "Demo/Greeting.swift:7"], previews: previews)
    #expect(result.status == 0)
    #expect(result.output == "  Hello\n")
  }

  @Test func twoPreviewsOfOneNameAreNamedByWhereTheyAreDeclared() async {
    let previews = [
      Preview("Greeting", fileID: "Demo/A.swift", line: 1) { Text("A") },
      Preview("Greeting", fileID: "Demo/B.swift", line: 2) { Text("B") },
    ]
    let result = await demo(["preview", "Greeting"], previews: previews)
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "app: error: 2 previews are named 'Greeting'; name one by where it is declared:\n"
        + "  Demo/A.swift:1\n  Demo/B.swift:2\n")
    #expect(await demo(["preview", "Demo/B.swift:2"], previews: previews).output == "  B\n")
  }

  @Test func contentThatIsNotAViewIsRefused() async {
    let previews = [Preview("Answer", fileID: "Demo/Answer.swift", line: 3) { 42 }]
    let result = await demo(["preview", "Answer"], previews: previews)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.errorOutput
        == "app: error: the preview 'Answer' makes content of type Int, not a view; "
        + "'app preview' renders views\n")
  }

  @Test func theEffectsOfTheStoresAViewHoldsFinishBeforeTheScreenIsPrinted() async {
    // No view task waits for the search: the command finds the store inside the view and
    // moves the clock through its effect's 300 ms wait.
    let previews = [
      Preview("Searching", fileID: "Demo/DemoView.swift", line: 9) {
        let store = Store(initialState: DemoFeature.State()) { DemoFeature() }
        NavigationStack {
          DemoView(store: store).onAppear { store.send(.queryChanged("Seoul")) }
        }
      }
    ]
    let result = await demo(["preview", "Searching"], previews: previews)
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    #expect(result.output.contains("  Query: [Seoul]\n  [ ] Seoul 1\n  [ ] Seoul 2\n"))
  }

  @Test func anEffectStillRunningAfterTheLimitIsReportedUnderTheScreen() async {
    let previews = [
      Preview("Ticking", fileID: "Demo/DemoView.swift", line: 20) {
        let store = Store(initialState: DemoFeature.State()) { DemoFeature() }
        DemoView(store: store).onAppear { store.send(.ticker) }
      }
    ]
    let result = await demo(["preview", "Ticking"], previews: previews)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("  Count: 0\n"))
    #expect(
      result.errorOutput
        == "app: warning: the preview's work was still running after 10s of virtual time "
        + "(1 effect(s), 0 view task(s)); the screen shows it unfinished\n")
  }

  @Test func aViewTaskStillRunningAfterTheLimitIsReportedUnderTheScreen() async {
    let previews = [
      Preview("Waiting", fileID: "Demo/Waiting.swift", line: 5) {
        Text("Waiting").task {
          try? await DependencyValues.current.continuousClock.sleep(for: .seconds(3600))
        }
      }
    ]
    let result = await demo(["preview", "Waiting"], previews: previews)
    #expect(result.status == 0)
    #expect(result.output == "  Waiting\n")
    #expect(
      result.errorOutput
        == "app: warning: the preview's work was still running after 10s of virtual time "
        + "(0 effect(s), 1 view task(s)); the screen shows it unfinished\n")
  }
}
