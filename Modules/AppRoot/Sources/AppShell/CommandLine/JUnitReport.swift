import AppEngine
import AppScript

/// The `expect` checks of one script run as a JUnit XML report, so that a CI system lists the
/// scripted checks next to the unit tests (`app run FILE --junit report.xml`).
///
/// ```swift
/// var report = JUnitReport(script: "tour.script")
/// report.record(step, outcome: .passed)
/// try TextFiles.write(report.xml, to: "report.xml")
/// ```
///
/// Each `expect` is a test case named after its line; a step that is not an `expect` appears
/// only when it stopped the script (as an error); the checks the script never reached are
/// skipped.
struct JUnitReport {
  /// How one check ended.
  enum Outcome: Equatable {
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
  private var cases: [Case] = []

  init(script: String) {
    self.script = script
  }

  /// Adds the step, as shown in the transcript (secrets masked), with how it ended.
  mutating func record(_ shown: ScriptCommand, line: Int, outcome: Outcome) {
    cases.append(Case(name: shown.description, line: line, outcome: outcome))
  }

  /// Adds a case that fails the report because a signal stopped the run before `line`: the
  /// checks after it did not run.
  mutating func recordInterruption(by signal: String, beforeLine line: Int) {
    cases.append(
      Case(
        name: "interrupted by \(signal)", line: line,
        outcome: .error(
          "the run was interrupted by \(signal) before line \(line); the steps "
            + "from there on did not run")))
  }

  /// The report as JUnit XML.
  var xml: String {
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
