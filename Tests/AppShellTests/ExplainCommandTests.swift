import AppEngine
import AppShell
import Foundation
import Runtime
import RuntimeTesting
import TestSupport
import Testing

/// `app explain`, the `explain` and `trace` script commands, and `run --trace` and
/// `--explain-at-end`, against the showcase app.
@MainActor
@Suite struct ExplainCommandTests {
  private func app(_ arguments: [String], input: [String] = []) async -> CommandResult {
    let console = Console(input: input)
    let status = await AppCommand.main(arguments: arguments, console: console)
    return CommandResult(status: status, output: console.output, errorOutput: console.errorOutput)
  }

  /// The tree of the app in its initial state, in each format, equals its golden file.
  @Test(arguments: ["text", "mermaid", "json"])
  func explainPrintsTheAppsTree(format: String) async {
    let result = await app(["explain", "--format", format])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    assertSnapshot(of: result.output, named: "app-explain-\(format)")
  }

  /// The JSON form decodes back to the tree the text form draws.
  @Test func theJSONTreeIsTheTextTree() async throws {
    let json = await app(["explain", "--format", "json"]).output
    let tree = try JSONDecoder().decode(ReducerNode.self, from: Data(json.utf8))
    let text = await app(["explain"]).output
    let drawn = tree.text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(text == drawn + "\n")
    #expect(tree.name == "AppFeature")
  }

  @Test func anUnknownFormatIsAUsageError() async {
    let result = await app(["explain", "--format", "svg"])
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.errorOutput
        == "app: error: '--format' must be text, mermaid or json, not 'svg'\n")
  }

  @Test func aScriptExplainWithAnUnknownFormatIsASyntaxError() async {
    let result = await app(["run", "-"], input: ["explain svg"])
    #expect(result.status == 64)
    #expect(
      result.errorOutput.contains(
        "error: expected 'text', 'mermaid' or 'json' after 'explain', found 'svg'"))
  }

  /// A trace of an action the app cannot decode changes nothing and says why.
  @Test func tracingAnUnknownActionIsAnError() async {
    let result = await app(["run", "-"], input: ["trace loggedOut.view.nope", "state"])
    #expect(result.status == 64)
    #expect(
      result.errorOutput.hasPrefix(
        "<stdin>:1:1: error: no action 'nope' in 'loggedOut.view' (LoginFeature.Action.ViewAction)")
    )
    #expect(!result.output.contains("trace #1"))
  }

  /// A traced action that carries a secret is masked like a sent one: in the echoed line, the
  /// trace, `history` and `save`.
  @Test func aTracedSecretIsMasked() async throws {
    let directory = try TemporaryDirectory()
    let saved = directory.path + "/saved.script"
    let result = await runDemo(
      ["repl"],
      input: [#"trace passwordChanged("hunter2")"#, "history", "save \"\(saved)\"", "quit"])
    #expect(result.status == 0)
    #expect(!result.output.contains("hunter2"))
    #expect(result.output.contains(#"trace passwordChanged("••••")"#))
    #expect(result.output.contains("trace #1: DemoFeature.Action.passwordChanged(••••)"))
    #expect(!(try String(contentsOfFile: saved, encoding: .utf8)).contains("hunter2"))
  }

  /// The prompt traces: its session is built with a tracer.
  @Test func thePromptTraces() async {
    let result = await app(["repl"], input: ["trace loggedOut.view.onAppear", "quit"])
    #expect(result.status == 0)
    #expect(result.output.contains("  trace #1: AppFeature.Action.loggedOut(.view(.onAppear))\n"))
  }

  /// `--trace` traces every action the script sends, and `--explain-at-end` prints the tree
  /// for the final state.
  @Test func runTracesEverySendAndExplainsAtTheEnd() async {
    let result = await app(
      ["run", "-", "--quiet", "--trace", "--explain-at-end"],
      input: ["type \"Email\" \"blob@example.com\"", "type \"Password\" \"correct-horse\""])
    #expect(result.status == 0)
    #expect(result.output.contains("  trace #1: AppFeature.Action.loggedOut(.view(.onAppear))"))
    #expect(
      result.output.contains(
        "  trace #2: AppFeature.Action.loggedOut(.view(.binding(.set(\\State.$email, \"blob@example.com\"))))"
      ))
    #expect(
      result.output.contains(
        "  trace #3: AppFeature.Action.loggedOut(.view(.binding(.set(\\State.$password, ••••))))"))
    #expect(!result.output.contains("correct-horse"))
    #expect(result.output.contains("# The reducer tree at the end:\n  AppFeature\n"))
    #expect(result.output.contains("→ LoginFeature  [active]"))
  }
}
