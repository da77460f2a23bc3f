import AppScript

/// The `expect` checks of one script run as a JUnit XML report, so that a CI system lists the
/// scripted checks next to the unit tests (`app run FILE --junit report.xml`): a reader of the
/// session's events, which the session adds when its options name a JUnit file.
///
/// ```swift
/// let report = JUnitReport(script: "tour.script", runReportPath: nil)
/// events.addReader(report.read)
/// // ... the session runs the script's steps
/// report.recordSkipped(session.shareable(step.command), line: step.location.line)
/// try TextFiles.write(report.xml, to: "report.xml")
/// ```
///
/// Each `expect` is a test case named after its line; a step that is not an `expect` appears
/// only when it stopped the script (as an error); the checks the script never reached are
/// skipped. With a run report, a failure's message links to the step in it.
package final class JUnitReport {
  /// How one check ended.
  private enum Outcome: Equatable {
    case passed
    /// The `expect` did not hold; the message says what was there instead.
    case failed(String)
    /// The step could not run (a label not on screen, an action that does not decode, ...).
    case error(String)
    /// The script stopped before the step.
    case skipped
  }

  private struct Case {
    let name: String
    let line: Int
    let outcome: Outcome
  }

  /// The script's file name, the suite's name.
  let script: String
  /// Where the run report of the same run is written, when it is.
  private let runReportPath: String?
  private var cases: [Case] = []

  init(script: String, runReportPath: String?) {
    self.script = script
    self.runReportPath = runReportPath
  }

  /// Reads one of the session's events: adds each check that ended, and the step that stopped
  /// the script.
  func read<State, Action>(_ event: SessionEvent<State, Action>) {
    guard case .stepEnded(let ended) = event, let name = ended.step.command,
      let line = ended.step.line
    else { return }
    let outcome: Outcome
    switch ended.failure {
    case nil:
      guard ended.step.isCheck else { return }
      outcome = .passed
    case .expectationFailed(let message)?:
      outcome = .failed(linkingStep(ended.step.number, to: message))
    case let failure?:
      outcome = .error(linkingStep(ended.step.number, to: failure.description))
    }
    cases.append(Case(name: name, line: line, outcome: outcome))
  }

  /// Adds a check the script never reached, as the transcript shows it (secrets masked).
  package func recordSkipped(_ shown: ScriptCommand, line: Int) {
    cases.append(Case(name: shown.description, line: line, outcome: .skipped))
  }

  /// Adds a case that fails the report because a signal stopped the run before `line`: the
  /// checks after it did not run.
  package func recordInterruption(by signal: String, beforeLine line: Int) {
    cases.append(
      Case(
        name: "interrupted by \(signal)", line: line,
        outcome: .error(
          "the run was interrupted by \(signal) before line \(line); the steps "
            + "from there on did not run")))
  }

  /// `message` with the link to step `number` in the run report at the end of its first line:
  /// `expected "Bob", found "Blob" (see run.html#step-12)`; `message` as it is without a report.
  private func linkingStep(_ number: Int, to message: String) -> String {
    guard let runReportPath else { return message }
    let link = " (see \(runReportPath)#step-\(number))"
    guard let end = message.firstIndex(of: "\n") else { return message + link }
    return message[..<end] + link + message[end...]
  }

  /// The report as JUnit XML.
  package var xml: String {
    let count = { (outcome: (Outcome) -> Bool) in self.cases.count { outcome($0.outcome) } }
    let failures = count { if case .failed = $0 { true } else { false } }
    let errors = count { if case .error = $0 { true } else { false } }
    let skipped = count { $0 == .skipped }
    let suite = Self.escaped(script)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="app run" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)">"#,
      #"  <testsuite name="\#(suite)" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)">"#,
    ]
    for check in cases {
      let opening =
        #"    <testcase classname="\#(suite)" name="\#(Self.escaped("line \(check.line): \(check.name)"))""#
      switch check.outcome {
      case .passed:
        lines.append(opening + "/>")
      case .failed(let message):
        lines.append(opening + ">")
        lines.append(
          #"      <failure message="\#(Self.escaped(Self.firstLine(message)))">\#(Self.escaped(message))</failure>"#
        )
        lines.append("    </testcase>")
      case .error(let message):
        lines.append(opening + ">")
        lines.append(
          #"      <error message="\#(Self.escaped(Self.firstLine(message)))">\#(Self.escaped(message))</error>"#
        )
        lines.append("    </testcase>")
      case .skipped:
        lines.append(opening + ">")
        lines.append("      <skipped/>")
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  private static func firstLine(_ text: String) -> String {
    String(text.prefix { $0 != "\n" })
  }

  /// Escapes text for XML content and attribute values; a control character that XML 1.0
  /// cannot hold becomes its code point, written `\u{1B}`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      case "\r": result += "&#13;"
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
