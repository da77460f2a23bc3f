import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// Ctrl-C, SIGTERM and SIGHUP end a session cleanly, and a closed standard output ends only the
/// output: run as its own process, the app stops, finishes its recording and says how it ended.
@Suite(.serialized) struct InterruptTests {
  /// Waits, in real time and bounded, until `predicate` holds for the text of `path`; fails
  /// the test when it never does. The bound leaves a sanitizer run on a loaded machine the time
  /// to read a 300,000-line script; a passing test waits only until the run starts.
  private func wait(for path: String, until predicate: (String) -> Bool) async throws {
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      if predicate((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("the run did not start within 120 s")
  }

  /// Waits, bounded, for `process` to end; kills it and fails the test if it does not.
  private func waitForExit(_ process: Process) async throws -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    guard !process.isRunning else {
      process.terminate()
      Issue.record("the app did not end within 60 s")
      return false
    }
    process.waitUntilExit()
    return true
  }

  /// Ctrl-C, SIGTERM or SIGHUP in the middle of `app run` stops the script after its current step:
  /// the recording is complete, the JUnit report fails with the interruption, and the app says
  /// so and exits with 128 plus the signal's number.
  @Test(arguments: [(SIGINT, "SIGINT (Ctrl-C)"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
  func aSignalDuringARunEndsItAsInterrupted(signal: Int32, name: String) async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("run.jsonl")
    let junit = directory.file("run.xml")
    let script = try directory.write(
      "type \"Email\" \"blob@example.com\"\n"
        + String(repeating: "advance 1ms\n", count: 300_000) + "expect screen contains \"x\"\n",
      to: "long.script")
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = ["run", script, "--quiet", "--record", recording, "--junit", junit]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try await wait(for: recording) { $0.contains("email") }
    kill(process.processIdentifier, signal)
    guard try await waitForExit(process) else { return }
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 128 + signal)
    #expect(printed.contains("# Interrupted by \(name) before line "))
    #expect(!printed.contains("# Done"))
    #expect(
      try Recording(parsing: String(contentsOfFile: recording, encoding: .utf8)).actionCount >= 1)
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.contains("interrupted by \(name)"))
    #expect(report.contains("<skipped"))
  }

  /// A standard output closed early (`app run tour --record R | head -1`) stops the output,
  /// not the session: the app ends normally and its recording is complete.
  @Test func aClosedStandardOutputEndsOnlyTheOutput() async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("tour.jsonl")
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = ["run", "tour", "--record", recording]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    _ = output.fileHandleForReading.availableData
    try output.fileHandleForReading.close()
    guard try await waitForExit(process) else { return }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(
      try Recording(parsing: String(contentsOfFile: recording, encoding: .utf8)).actionCount > 20)
  }

  @Test func ctrlCAtThePromptEndsTheSessionWithTheRecordingComplete() async throws {
    #expect(
      FileManager.default.isExecutableFile(atPath: BuiltApp.url.path),
      "\(BuiltApp.url.path) is not built")
    let directory = try TemporaryDirectory()
    let recording = directory.file("interrupted.jsonl")
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = ["repl", "--record", recording]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("type \"Email\" \"blob@example.com\"\n".utf8))

    // Wait (in real time, bounded) until the command's action reached the recording. The
    // header's initial state names the email field too, so look for the binding action's part.
    let typed = #""field":"email","value":"blob@example.com""#
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOfFile: recording, encoding: .utf8)) ?? ""
      if text.contains(typed) { break }
      try await Task.sleep(for: .milliseconds(20))
    }
    let partial = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(partial.contains(typed), "the action was not written while the session ran")
    #expect(!partial.contains("actionCount"), "the recording ended before the session did")

    process.interrupt()
    let exitDeadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < exitDeadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    guard !process.isRunning else {
      process.terminate()
      Issue.record("the app did not end within 20 s of Ctrl-C")
      return
    }
    // Lets Foundation finish its bookkeeping of the exit; without it the Process object stays in
    // a reference cycle that the address sanitizer reports as a leak.
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    let complete = try Recording(parsing: String(contentsOfFile: recording, encoding: .utf8))
    #expect(complete.actionCount >= 2)
  }
}
