import Foundation
import TestSupport
import Testing

/// A line piped into `app repl` longer than standard input keeps of one line (1 MiB) is
/// refused whole, reported once, and no part of it runs; the lines after it run.
@Suite struct PipedLineLimitTests {
  @Test func theTailOfAnOverLongLineNeverRuns() async throws {
    let directory = try TemporaryDirectory()
    // A comment of exactly 1 MiB, then a command on the same line, then a line of its own.
    let input = try directory.write(
      "#" + String(repeating: "x", count: (1 << 20) - 1) + "type \"Email\" \"injected@evil\"\n"
        + "screen\n",
      to: "input.txt")
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = ["repl"]
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes to their ends before waiting, so that neither fills and blocks the app.
    async let printed = output.fileHandleForReading.readToEnd()
    async let reported = errors.fileHandleForReading.readToEnd()
    let transcript = String(decoding: try await printed ?? Data(), as: UTF8.self)
    let errorOutput = String(decoding: try await reported ?? Data(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(!transcript.contains("injected"))
    #expect(!errorOutput.contains("injected"))
    #expect(errorOutput.components(separatedBy: "error:").count == 2, "one error: \(errorOutput)")
    #expect(errorOutput.hasPrefix("<repl>:1:10001: error: line is too long"))
    #expect(transcript.contains("> screen\n"))
  }
}
