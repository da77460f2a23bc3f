import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// Ctrl-C ends a session cleanly: run as its own process, the app stops, finishes its
/// recording and exits normally.
@Suite struct InterruptTests {
  /// The `app` executable built beside this test bundle.
  private var app: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("app")
  }

  @Test func ctrlCAtThePromptEndsTheSessionWithTheRecordingComplete() async throws {
    #expect(FileManager.default.isExecutableFile(atPath: app.path), "\(app.path) is not built")
    let directory = try TemporaryDirectory()
    let recording = directory.file("interrupted.jsonl")
    let process = Process()
    process.executableURL = app
    process.arguments = ["repl", "--record", recording]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("type \"Email\" \"blob@example.com\"\n".utf8))

    // Wait (in real time, bounded) until the command's action reached the recording.
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOfFile: recording, encoding: .utf8)) ?? ""
      if text.contains("email") { break }
      try await Task.sleep(for: .milliseconds(20))
    }
    let partial = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(partial.contains("email"), "the action was not written while the session ran")
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
