import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// Recordings from elsewhere: other line ends, impossible time, another version of the app.
@MainActor
@Suite struct RecordingReaderTests {
  /// Records a short demo session and returns the recording's lines.
  private func recordedLines(in directory: TemporaryDirectory) async throws -> [String] {
    let path = directory.file("session.jsonl")
    let run = await runDemo(["run", "-", "--record", path], input: RecordReplayTests.script)
    #expect(run.status == 0)
    return try directory.read("session.jsonl").split(separator: "\n").map(String.init)
  }

  private func replay(_ lines: [String], ending: String = "\n") async throws -> CommandResult {
    let directory = try TemporaryDirectory()
    let path = try directory.write(lines.joined(separator: ending) + ending, to: "edited.jsonl")
    return await runDemo(["replay", path])
  }

  @Test func aRecordingWithWindowsLineEndsReplays() async throws {
    let lines = try await recordedLines(in: TemporaryDirectory())
    let result = try await replay(lines, ending: "\r\n")
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func aNegativeAdvanceIsRefused() async throws {
    var lines = try await recordedLines(in: TemporaryDirectory())
    lines[3] = #"{"kind":"advance","nanoseconds":-300000000}"#
    let result = try await replay(lines)
    #expect(result.status == 65)
    #expect(result.errorOutput.contains("line 4 is not an entry"))
    #expect(result.errorOutput.contains("an advance of -300000000ns goes back in time"))
  }

  @Test func aLineThatIsNotJSONIsRefusedSayingWhereItBreaks() async throws {
    var lines = try await recordedLines(in: TemporaryDirectory())
    lines[3] = #"{"kind":"advance","nanoseconds":3e}"#
    let result = try await replay(lines)
    #expect(result.status == 65)
    #expect(
      result.errorOutput.contains(
        "line 4 is not an entry (not JSON: a number without digits in its exponent at column 33)"))
  }

  @Test func advancesThatOverflowTheClockAreRefused() async throws {
    var lines = try await recordedLines(in: TemporaryDirectory())
    let huge = #"{"kind":"advance","nanoseconds":\#(Int64.max / 2 + 1)}"#
    lines.insert(contentsOf: [huge, huge], at: 3)
    let result = try await replay(lines)
    #expect(result.status == 65)
    #expect(
      result.errorOutput.contains(
        "its advances add up to more virtual time than the clock can hold (at line 5)"))
  }

  /// Each entry names the first entry on the same line, byte for byte; the recording itself
  /// is the one `init(parsing:)` reads.
  @Test func eachEntryNamesTheFirstEntryOnTheSameLine() async throws {
    let lines = try await recordedLines(in: TemporaryDirectory())
    let tap = lines[1]
    let entries = [tap, lines[2], tap, " " + tap, tap]
    let text = ([lines[0]] + entries + [lines[lines.count - 1]]).map { $0 + "\n" }.joined()
      .replacingOccurrences(of: #""actionCount":4"#, with: #""actionCount":5"#)
    let (recording, firstOccurrences) = try Recording.parsingRepeats(text)
    #expect(firstOccurrences == [0, 1, 0, 3, 0])
    #expect(recording == (try Recording(parsing: text)))
    #expect(recording.entries[3] == recording.entries[0])
  }

  @Test func aRecordingFromANewerVersionReplaysWithAWarning() async throws {
    var lines = try await recordedLines(in: TemporaryDirectory())
    lines[0] = lines[0].replacingOccurrences(
      of: #""appVersion":"0.1.0""#, with: #""appVersion":"0.10.0""#)
    let result = try await replay(lines)
    #expect(result.status == 0)
    #expect(result.errorOutput.hasPrefix("app: warning: "))
    #expect(
      result.errorOutput.contains("was recorded by version 0.10.0, newer than this app (0.1.0)"))
  }

  @Test func anOlderOrEqualVersionReplaysSilently() async throws {
    var lines = try await recordedLines(in: TemporaryDirectory())
    lines[0] = lines[0].replacingOccurrences(
      of: #""appVersion":"0.1.0""#, with: #""appVersion":"0.0.9""#)
    let result = try await replay(lines)
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
  }
}
