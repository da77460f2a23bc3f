import AppEngine
import AppScript
import AppShell
import TestSupport
import Testing

@MainActor
@Suite struct GeneratedSessionTests {
  /// Random commands, mutated lines and token soup through the prompt: every one either runs
  /// or is refused with a message, and the session survives all of them.
  @Test func generatedCommandsNeverCrashTheSession() async {
    var generator = ScriptLineGenerator(seed: 0xA5_5E55)
    var lines: [String] = []
    while lines.count < 400 {
      let line: String
      switch lines.count % 3 {
      case 0: line = generator.mutatedLine()
      case 1: line = generator.tokenSoup()
      default:
        let command = generator.command()
        switch command {
        case .save, .quit: continue
        default: line = command.description
        }
      }
      // Files are never written by generated input, and the prompt is never left early.
      let word = line.split(separator: " ").first ?? ""
      guard word != "save", word != "quit", word != "exit" else { continue }
      lines.append(line)
    }
    lines.append("tap \"Increment\"")
    lines.append("state count")
    let result = await runDemo(["repl"], input: lines)
    // The prompt goes on after every error; it exits with 1 because some `expect` failed.
    #expect(result.errorOutput.contains("expectation failed"))
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("> state count\n  1\n"))
    // Most generated lines are refused, each with a message; none ends the session.
    #expect(result.errorOutput.components(separatedBy: "error: ").count > 100)
  }
}
