import AppScript
import TestSupport
import Testing

@Suite struct ScriptGeneratedInputTests {
  @Test func generatedLinesNeverCrashAndFailCleanly() throws {
    var generator = ScriptLineGenerator(seed: 0x5C41_97)
    let format = try Regex(#"^.+:\d+:\d+: error: .+$"#)
    var accepted = 0
    var rejected = 0
    for index in 0..<5_000 {
      let line =
        switch index % 4 {
        case 0: generator.randomBytes()
        case 1: generator.tokenSoup()
        case 2: generator.mutatedLine()
        default: generator.command().description
        }
      let lines = line.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      switch ScriptParser.parse(line, file: "gen.script") {
      case .success(let steps):
        accepted += 1
        for step in steps {
          let reparsed = try ScriptParser.parseLine(
            step.command.description, file: "gen.script", line: 1)
          #expect(reparsed?.command == step.command, "round trip of \(step.source)")
        }
      case .failure(let errors):
        rejected += 1
        for error in errors {
          #expect(error.description.wholeMatch(of: format) != nil, "\(error)")
          let text = try #require(
            lines.indices.contains(error.location.line - 1) ? lines[error.location.line - 1] : nil)
          let length = text.last == "\r" ? text.count - 1 : text.count
          #expect((1...(length + 1)).contains(error.location.column), "\(error)")
        }
      }
    }
    #expect(accepted > 1_000)
    #expect(rejected > 1_000)
  }

  @Test func generatedCommandsRoundTrip() throws {
    var generator = ScriptLineGenerator(seed: 42)
    for _ in 0..<2_000 {
      let command = generator.command()
      let step = try ScriptParser.parseLine(command.description, file: "gen.script", line: 1)
      #expect(step?.command == command, "\(command)")
    }
  }
}
