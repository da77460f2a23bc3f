import AppEngine
import AppShell
import Foundation
import Runtime
import TestSupport
import Testing

@MainActor
@Suite struct RecordReplayTests {
  static let script = [
    "tap \"Increment\"",
    "type \"Query\" \"Seoul\"",
    "advance 300ms",
    "send binding(nickname: \"Blob\")",
  ]

  /// The demo app's reducer, counting how often its body is built.
  private struct BodyCountingDemo: Reducer {
    typealias State = DemoFeature.State
    typealias Action = DemoFeature.Action
    let builds: LockIsolated<Int>

    var body: some ReducerOf<DemoFeature> {
      let _: Void = builds.withLock { $0 += 1 }
      DemoFeature()
    }
  }

  /// A replay builds the app's reducer once, not once per action: a recording of a long
  /// session replays in time proportional to its actions alone.
  @MainActor
  @Test func aReplayBuildsTheAppsBodyOnce() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    #expect(await runDemo(["run", "-", "--record", path], input: Self.script).status == 0)
    let builds = LockIsolated(0)
    let counting = AppDefinition(
      name: "demo", version: "0.1.0", initialState: { DemoFeature.State() },
      reducer: { BodyCountingDemo(builds: builds) }, view: { DemoView(store: $0) },
      prepareDependencies: { values, _, clock in values.continuousClock = clock },
      testSource: AppDefinition.demo.testSource, tourScript: "tour")
    let replay = await runCommand(["replay", path], definition: counting)
    #expect(replay.status == 0, "\(replay.errorOutput)")
    #expect(replay.output.contains("Replayed 4 actions"))
    #expect(builds.value == 1)
  }

  @Test func aRecordingReplaysToTheSameFinalState() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    let run = await runDemo(["run", "-", "--record", path], input: Self.script)
    #expect(run.status == 0)
    let text = try directory.read("session.jsonl")
    let lines = text.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines[0].hasPrefix(#"{"appVersion":"0.1.0","initialState":{"count":0,"#))
    #expect(lines[1] == #"{"action":{"incrementTapped":{}},"kind":"action","origin":"user"}"#)
    #expect(lines[3] == #"{"kind":"advance","nanoseconds":300000000}"#)
    #expect(lines[4].hasSuffix(#""kind":"action","origin":"effect"}"#))
    #expect(lines[6].hasPrefix(#"{"actionCount":4,"finalState":{"count":1,"#))

    let replay = await runDemo(["replay", path])
    #expect(replay.errorOutput == "")
    #expect(replay.status == 0)
    #expect(replay.output.hasPrefix("Replayed 4 actions (1 sent by effects) from \(path)"))
    #expect(replay.output.contains("    nickname: \"Blob\",\n"))
    #expect(replay.output.hasSuffix("It matches the final state the recording ends with.\n"))
  }

  /// The detail screen stamps its refresh with the date, which the preview clock drives: the
  /// replay moves its clock as the recording did (it used to stay at zero and rebuild another
  /// refresh time).
  @Test func aReducerThatReadsTheDateReplaysAtTheRecordedTime() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("explain-and-trace.jsonl")
    let run = Console()
    let arguments = ["run", "explain-and-trace", "--quiet", "--record", path]
    #expect(await AppCommand.main(arguments: arguments, console: run) == 0)
    let replay = Console()
    #expect(await AppCommand.main(arguments: ["replay", path], console: replay) == 0)
    #expect(replay.errorOutput == "")
    #expect(replay.output.contains("refreshedAt: Date(2026-01-01T00:00:00.600Z)"))
  }

  /// A string holding a Unicode line break other than a line feed (U+2028, U+2029, U+0085)
  /// is recorded as it is, and the recording still replays: only a line feed ends a line.
  @Test func aRecordingWithUnicodeLineBreaksInItsStringsReplays() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("breaks.jsonl")
    let typed = "a\u{2028}b\u{2029}c\u{85}d"
    // A control character such as U+0085 is written as an escape in a script.
    let run = await runDemo(
      ["run", "-", "--record", path],
      input: ["type \"Query\" \"a\u{2028}b\u{2029}c\\u{85}d\""])
    #expect(run.status == 0)
    #expect(try directory.read("breaks.jsonl").contains(typed))
    let replay = await runDemo(["replay", path])
    #expect(replay.errorOutput == "")
    #expect(replay.status == 0)
    let emitted = await runDemo(["replay", path, "--emit-test"])
    #expect(emitted.status == 0)
  }

  @Test func recordingReplacesAnExistingFileWhole() async throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("old contents\n", to: "session.jsonl")
    _ = await runDemo(["run", "-", "--record", path], input: ["tap \"Increment\""])
    #expect(try directory.read("session.jsonl").hasPrefix(#"{"appVersion""#))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["session.jsonl"])
  }

  @Test func aRecordingOfAnotherSchemaIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      #"{"appVersion":"0.1.0","initialState":{},"schema":2}"# + "\n", to: "old.jsonl")
    let result = await runDemo(["replay", path])
    #expect(result.status == 65)
    #expect(
      result.errorOutput == """
        app: error: the recording has schema 2, but this app reads schema 1; \
        record it again with this version

        """)
  }

  /// A recording a crash cut short replays its complete entries with a warning; a test is
  /// not emitted from it, and one cut within its header has nothing to replay.
  @Test func aTruncatedRecordingReplaysItsCompleteEntriesWithAWarning() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    _ = await runDemo(["run", "-", "--record", path], input: Self.script)
    let text = try directory.read("session.jsonl")
    let lines = text.split(separator: "\n")

    let cutAtLineEnd = try directory.write(
      lines.prefix(3).map { $0 + "\n" }.joined(), to: "cut.jsonl")
    let atLineEnd = await runDemo(["replay", cutAtLineEnd])
    #expect(atLineEnd.status == 0)
    #expect(
      atLineEnd.errorOutput
        == "app: warning: \(cutAtLineEnd) was cut short (there is no end line after line 3), "
        + "as a crash leaves a recording; replaying its complete entries\n")
    #expect(atLineEnd.output.hasPrefix("Replayed 2 actions (0 sent by effects) from"))
    #expect(atLineEnd.output.contains("    query: \"Seoul\",\n"))
    #expect(
      atLineEnd.output.hasSuffix(
        "The recording has no end line, so there is no final state to compare with.\n"))

    let cutMidLine = try directory.write(String(text.prefix(text.count - 10)), to: "mid.jsonl")
    let midLine = await runDemo(["replay", cutMidLine])
    #expect(midLine.status == 0)
    #expect(
      midLine.errorOutput.contains(
        "(line 7 has no line end, and there is no end line after line 6)"))
    #expect(midLine.output.hasPrefix("Replayed 4 actions (1 sent by effects) from"))
    #expect(midLine.output.contains("    nickname: \"Blob\",\n"))

    let emitted = await runDemo(["replay", cutMidLine, "--emit-test"])
    #expect(emitted.status == 65)
    #expect(
      emitted.errorOutput
        == "app: error: the recording is truncated: line 7 has no line end; a test is emitted "
        + "only from a whole recording ('app replay \(cutMidLine)' replays its complete "
        + "entries)\n")
    #expect(emitted.output == "")

    let cutHeader = try directory.write(String(lines[0].prefix(20)), to: "header.jsonl")
    let header = await runDemo(["replay", cutHeader])
    #expect(header.status == 65)
    #expect(header.errorOutput.contains("truncated: line 1 has no line end"))
  }

  @Test func aCorruptedRecordingIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    _ = await runDemo(["run", "-", "--record", path], input: Self.script)
    let text = try directory.read("session.jsonl")
    let corrupted = try directory.write(
      text.replacingOccurrences(of: "incrementTapped", with: "incrementTaped"), to: "bad.jsonl")
    let result = await runDemo(["replay", corrupted])
    #expect(result.status == 65)
    #expect(result.errorOutput.contains("the action on line 2 does not decode"))

    let garbage = try directory.write(text + "garbage\n", to: "garbage.jsonl")
    #expect(await runDemo(["replay", garbage]).errorOutput.contains("follows the end line"))
    let empty = try directory.write("", to: "empty.jsonl")
    #expect(await runDemo(["replay", empty]).status == 65)
  }

  /// A script whose session records the same lines more than once among distinct ones.
  static let repeatingScript = [
    "tap \"Increment\"", "tap \"Increment\"", "type \"Query\" \"Seoul\"", "advance 300ms",
    "tap \"Increment\"", "type \"Query\" \"Seoul\"", "advance 300ms",
    "type \"Query\" \"Busan\"", "advance 300ms", "tap \"Increment\"",
  ]

  /// A line recorded again is read and its action decoded once: the recording replays,
  /// reports and emits a test as it does with each repeated line spelled apart (the same JSON
  /// with more space in front), which reads and decodes every line on its own.
  @Test func repeatedLinesReplayAsTheSameLinesSpelledApart() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("repeats.jsonl")
    #expect(await runDemo(["run", "-", "--record", path], input: Self.repeatingScript).status == 0)
    let lines = try directory.read("repeats.jsonl").split(separator: "\n").map(String.init)
    var copies: [String: Int] = [:]
    let apartLines = lines.map { line in
      defer { copies[line, default: 0] += 1 }
      return String(repeating: " ", count: copies[line, default: 0]) + line
    }
    #expect(Set(lines).count < lines.count - 5)
    #expect(Set(apartLines).count == lines.count)
    let apart = try directory.write(apartLines.map { $0 + "\n" }.joined(), to: "apart.jsonl")

    // The emitted test is named after the file.
    func renamed(_ text: String?) -> String? {
      text?.replacingOccurrences(of: path, with: apart)
        .replacingOccurrences(of: "repeats", with: "apart")
        .replacingOccurrences(of: "Repeats", with: "Apart")
    }
    for options in [[], ["--emit-test"], ["--report", directory.file("report.html")]] {
      let replayed = await runDemo(["replay", path] + options)
      let report = try? directory.read("report.html")
      let replayedApart = await runDemo(["replay", apart] + options)
      #expect(replayed.status == 0, "\(replayed.errorOutput)")
      #expect(replayed.errorOutput == "")
      #expect(renamed(replayed.output) == replayedApart.output)
      let reportApart = try? directory.read("report.html")
      #expect(renamed(report) == reportApart)
    }
    let replayed = await runDemo(["replay", path])
    #expect(replayed.output.hasPrefix("Replayed 10 actions (3 sent by effects)"))
    #expect(replayed.output.contains("    count: 4,\n"))
  }

  /// A line that does not decode is refused at its first occurrence, also when it repeats.
  @Test func aRepeatedLineThatDoesNotDecodeIsRefusedAtItsFirstOccurrence() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("repeats.jsonl")
    #expect(await runDemo(["run", "-", "--record", path], input: Self.repeatingScript).status == 0)
    let text = try directory.read("repeats.jsonl")
    let misspelled = try directory.write(
      text.replacingOccurrences(of: "incrementTapped", with: "incrementTaped"), to: "bad.jsonl")
    let result = await runDemo(["replay", misspelled])
    #expect(result.status == 65)
    #expect(result.errorOutput.contains("the action on line 2 does not decode"))
    let notEntries = try directory.write(
      text.replacingOccurrences(of: #""kind":"action""#, with: #""kind":"act""#), to: "kind.jsonl")
    let notEntry = await runDemo(["replay", notEntries])
    #expect(notEntry.status == 65)
    #expect(notEntry.errorOutput.contains("line 2 is not an entry"))
  }

  @Test func aMissingRecordingIsReported() async {
    let result = await runDemo(["replay", "/nonexistent/session.jsonl"])
    #expect(result.status == 66)
  }
}
