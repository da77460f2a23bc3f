import Foundation

/// Something that receives runtime warnings and test failures.
///
/// `RuntimeTesting` provides one that routes issues to Swift Testing or XCTest; the runtime finds
/// it by name when that module is linked into the process, and prints to standard error otherwise.
public protocol IssueReporter {
  /// Records `message` as an issue at the given source location.
  static func report(_ message: String, fileID: StaticString, line: UInt)
}

/// Reports a runtime warning: to the `IssueCollector` in force, if any; else to the test
/// framework while testing, to standard error otherwise.
///
/// ```swift
/// reportIssue("An action was sent to a child that is not there.")
/// ```
public func reportIssue(_ message: String, fileID: StaticString = #fileID, line: UInt = #line) {
  if let collector = IssueCollector.current {
    collector.collect(message)
  } else if let reporter = testFrameworkReporter {
    reporter.report(message, fileID: fileID, line: line)
  } else {
    StandardError.write("[Runtime] \(fileID):\(line): warning: \(message)\n")
  }
}

/// The reporter from `RuntimeTesting`, when that module is part of this process; immutable
/// once initialized.
///
/// The runtime only resolves mangled names here (`Module.Type` spellings are not found), so
/// this is the mangled name of `RuntimeTesting.TestFrameworkIssueReporter`.
nonisolated(unsafe) private let testFrameworkReporter: (any IssueReporter.Type)? =
  _typeByName("14RuntimeTesting26TestFrameworkIssueReporterO") as? any IssueReporter.Type

/// Writes text to the process's standard error.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Whether this process runs tests: the test bundle `swift test` builds (`*.xctest`), or a test
/// runner given one. Code that behaves differently in tests, as ``StackState`` pushing at an id
/// set in an assertion, asks it.
let isRunningTests: Bool = {
  let process = ProcessInfo.processInfo
  return process.arguments.contains { $0.hasSuffix(".xctest") }
    || process.environment["XCTestConfigurationFilePath"] != nil
}()
