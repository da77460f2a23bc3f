import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// What the README shows of the app's output is what the app prints today: each transcript
/// excerpt is run by the command on its first line, and the picture of the run report states
/// the numbers of a fresh run of the tour.
@MainActor
@Suite(.serialized) struct ReadmeExcerptTests {
  private static var readme: String {
    get throws { try String(contentsOf: testTargetURL("../../README.md"), encoding: .utf8) }
  }

  /// The README's ```text blocks whose first line is a command of the app (`$ swift run app`).
  private static func transcriptExcerpts() throws -> [(command: [String], lines: [String])] {
    let blocks = try readme.components(separatedBy: "```text\n").dropFirst().map { block in
      block.components(separatedBy: "\n```").first ?? ""
    }
    return blocks.compactMap { block in
      var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let first = lines.first, first.hasPrefix("$ swift run app") else { return nil }
      lines.removeFirst()
      let command = first.dropFirst("$ swift run app".count).split(separator: " ")
      return (command.map(String.init), lines)
    }
  }

  /// Each excerpt's lines are lines the command prints, in order; a line `...` stands for
  /// lines left out.
  @Test func everyTranscriptExcerptIsWhatItsCommandPrints() async throws {
    let excerpts = try Self.transcriptExcerpts()
    #expect(!excerpts.isEmpty)
    for excerpt in excerpts {
      let console = Console()
      #expect(await AppCommand.main(arguments: excerpt.command, console: console) == 0)
      let printed = console.output.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      var next = printed.startIndex
      let parts = excerpt.lines.split(separator: "...", omittingEmptySubsequences: true)
      for part in parts {
        let found = printed[next...].indices.first { start in
          printed[start...].starts(with: part)
        }
        guard let found else {
          Issue.record(
            """
            `app \(excerpt.command.joined(separator: " "))` no longer prints these lines \
            of the README in this order:
            \(part.joined(separator: "\n"))
            """)
          break
        }
        next = found + part.count
      }
    }
  }

  /// The numbers `Scripts/report-screenshot.sh` read off the page it took the picture of.
  private struct PictureNumbers: Equatable {
    var steps: Int
    var actions: Int
    var effects: Int

    /// Reads `steps: N`, `actions: N` and `effects: N` lines; `#` lines are comments.
    init(sidecar: String) throws {
      var values: [String: Int] = [:]
      for line in sidecar.split(separator: "\n") where !line.hasPrefix("#") {
        let pair = line.split(separator: ":", maxSplits: 1)
        guard pair.count == 2, let value = Int(pair[1].trimmingCharacters(in: .whitespaces))
        else { continue }
        values[String(pair[0])] = value
      }
      steps = try #require(values["steps"])
      actions = try #require(values["actions"])
      effects = try #require(values["effects"])
    }

    init(steps: Int, actions: Int, effects: Int) {
      self.steps = steps
      self.actions = actions
      self.effects = effects
    }
  }

  /// The picture was taken of a page with today's numbers (the screenshot script writes them
  /// beside it), and the README's description of it states the same ones.
  @Test func theReportPictureHasTheNumbersOfTodaysTour() async throws {
    let sidecar = try String(
      contentsOf: testTargetURL("../../Docs/images/tour-report.txt"), encoding: .utf8)
    let pictured = try PictureNumbers(sidecar: sidecar)
    let data = try await RunReportData.ofTheTour()
    #expect(
      pictured
        == PictureNumbers(
          steps: data.steps.count, actions: data.actions.count, effects: data.effects.count))
    let picture = try #require(
      try Self.readme.split(separator: "\n").first { $0.hasPrefix("![The tour's run report") })
    #expect(picture.contains("\(pictured.steps) steps"))
    #expect(picture.contains("\(pictured.actions) actions"))
    #expect(picture.contains("\(pictured.effects) effects"))
  }
}
