import Foundation
import TestSupport
import Testing

/// Output the app cannot write is an error, not a success: run as its own process with standard
/// output on a full device, the app says why on standard error and exits with status 74 (a
/// closed pipe still ends only the output: `InterruptTests`).
@Suite struct StandardOutputFailureTests {
  @Test func aFullStandardOutputFailsTheRun() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = ["run", "tour"]
    process.standardOutput = full
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(message.hasSuffix("error: cannot write to standard output: No space left on device\n"))
  }
}
