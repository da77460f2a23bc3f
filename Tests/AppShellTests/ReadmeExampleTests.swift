import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// The README's and `help run`'s examples run as printed: the commands of the README's shell
/// block, the tour's closing line, the script commands its prose shows, and the examples in
/// the script reference.
@MainActor
@Suite(.serialized) struct ReadmeExampleTests {
  private static var readme: String {
    get throws { try String(contentsOf: testTargetURL("../../README.md"), encoding: .utf8) }
  }

  private static let logIn = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle",
  ]

  /// Runs `lines` as a script of the showcase app and returns the result.
  private func run(_ lines: [String]) async -> CommandResult {
    await runCommand(["run", "-", "--quiet"], input: lines, definition: .showcase)
  }

  /// Every command of the shell block but the exploration, which ``ReadmeExplorationTests``
  /// runs beside this serialized suite, in order: the replays read the recording before them.
  @Test func theShellBlockRunsAsPrinted() async throws {
    let directory = try TemporaryDirectory()
    let commands = try Self.shellCommands(in: directory)
    #expect(commands.count == 15)
    for arguments in commands where arguments.first != "explore" {
      let console = Console()
      let status = await AppCommand.main(arguments: arguments, console: console)
      #expect(status == 0, "app \(arguments.joined(separator: " ")): \(console.errorOutput)")
    }
  }

  /// The arguments of each `swift run app` line of the README, with `/tmp/` read as
  /// `directory`.
  static func shellCommands(in directory: TemporaryDirectory) throws -> [[String]] {
    try readme.split(separator: "\n").filter { $0.hasPrefix("swift run app ") }.map { line in
      let command = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      return command.dropFirst("swift run app ".count)
        .replacingOccurrences(of: "/tmp/", with: directory.path + "/")
        .split(separator: " ").map(String.init)
    }
  }

  @Test func theTourEndsAsTheReadmeShows() async throws {
    let done = try #require(
      try Self.readme.split(separator: "\n").first { $0.hasPrefix("# Done: ") })
    let console = Console()
    #expect(await AppCommand.main(arguments: [], console: console) == 0)
    #expect(console.output.hasSuffix(done + "\n"))
  }

  /// The script commands the README's prose shows, in backticks, run in one session with the
  /// steps between them that they need (a result tapped and kept as a favorite).
  @Test func theScriptCommandsInTheProseRun() async throws {
    let readme = try Self.readme
    let paragraph = try #require(
      readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Scripts drive the views") })
    let spans = paragraph.components(separatedBy: "`").enumerated()
      .filter { $0.offset.isMultiple(of: 2) == false }.map(\.element)
      .filter { span in
        ["tap ", "type ", "send ", "advance ", "settle", "expect "].contains { span.hasPrefix($0) }
      }
    #expect(
      spans == [
        #"tap "Log in""#, #"type "Email" "blob@example.com""#,
        #"send loggedIn.search.searchQueryChanged("Seoul")"#, "advance 300ms", "settle",
        "expect loggedIn.favorites.count == 1",
        #"expect loggedIn.favorites[0].place.name == "Seoul""#,
        #"expect screen contains "Hello, Blob!""#,
      ])
    let script =
      [spans[1], #"type "Password" "correct-horse""#, spans[0], "settle"] + spans[2...4]
      + [#"tap "Seoul, South Korea""#, "settle", #"tap "Add to favorites""#, "settle"]
      + spans[5...]
    let result = await run(Array(script))
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  /// The examples of `help run`'s script reference run against the app.
  @Test func theReferenceExamplesRun() async {
    let help = await runCommand(["help", "run"], definition: .showcase)
    let examples = [
      #"send loggedIn.search.searchQueryChanged("Seoul")"#, "advance 300ms",
      "expect loggedIn.search.results.count == 1",
    ]
    for example in examples { #expect(help.output.contains(example)) }
    let favorite = #"expect loggedIn.favorites[0].place.name == "Seoul"."#
    #expect(help.output.contains(favorite))
    let result = await run(
      Self.logIn + examples
        + [#"tap "Seoul, South Korea""#, "settle", #"tap "Add to favorites""#, "settle"]
        + [String(favorite.dropLast())])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }
}

/// The README's `explore` line runs as printed and reaches what the guide
/// (ExploringTheApp.md) says 10,000 steps from seed 1 reach on the showcase.
@MainActor
@Suite struct ReadmeExplorationTests {
  @Test func theExploreLineReachesWhatTheGuideSays() async throws {
    let directory = try TemporaryDirectory()
    let arguments = try #require(
      try ReadmeExampleTests.shellCommands(in: directory)
        .first { $0.first == "explore" })
    #expect(arguments == ["explore", "--steps", "10000", "--seed", "1"])
    let console = Console()
    #expect(await AppCommand.main(arguments: arguments, console: console) == 0)
    let output = console.output
    #expect(output.hasPrefix("# Explored 10000 steps from seed 1 in "))
    for count in ["screens reached: 13", "controls reached: 51", "actions reached: 47"] {
      #expect(output.contains("\n\(count)\n"))
    }
    #expect(
      output.contains(
        """
        reducer tree operators reached: 13 of 16
          never: loggedIn.destination.presented.rename
          never: loggedIn.destination.presented.settings.alert
          never: loggedOut.scope.twoFactor.presented.scope.alert

        """))
    #expect(output.hasSuffix("# No failure: every step kept every invariant.\n"))
  }
}
