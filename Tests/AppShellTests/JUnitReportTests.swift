import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// `app run FILE --junit report.xml`: every `expect` becomes a JUnit test case.
@MainActor
@Suite struct JUnitReportTests {
  @Test func eachExpectIsATestCasePassedFailedOrSkipped() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      """
      tap "Increment"
      expect count == 1
      expect screen contains "Count: 1"
      expect nickname == "<&\\"'>"
      expect count == 1
      """,
      to: "checks.script")
    let report = directory.file("report.xml")
    let result = await runDemo(["run", script, "--junit", report])
    #expect(result.status == 1)
    let xml = try directory.read("report.xml")
    #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(
      xml.contains(
        #"<testsuite name="\#(script)" tests="4" failures="1" errors="0" skipped="1">"#))
    #expect(
      xml.contains(#"<testcase classname="\#(script)" name="line 2: expect count == 1"/>"#))
    #expect(
      xml.contains(
        #"<testcase classname="\#(script)" name="line 3: expect screen contains &quot;Count: 1&quot;"/>"#
      ))
    #expect(
      xml.contains(
        #"name="line 4: expect nickname == &quot;&lt;&amp;\&quot;&apos;&gt;&quot;">"#))
    #expect(xml.contains(#"<failure message="expectation failed"#))
    #expect(
      xml.contains(
        """
        <testcase classname="\(script)" name="line 5: expect count == 1">
              <skipped/>
        """))
  }

  @Test func aStepThatCannotRunIsAnErrorAndTheChecksAfterItAreSkipped() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "expect count == 0\ntap \"Nope\"\nexpect count == 1\n", to: "broken.script")
    let result = await runDemo(["run", script, "--junit", directory.file("report.xml")])
    #expect(result.status == 1)
    let xml = try directory.read("report.xml")
    #expect(xml.contains(#"tests="3" failures="0" errors="1" skipped="1""#))
    #expect(xml.contains(#"name="line 2: tap &quot;Nope&quot;">"#))
    #expect(xml.contains(#"<error message="No control labelled &quot;Nope&quot; on screen."#))
  }

  @Test func aRowOrGestureStepThatCannotRunIsAnErrorNamedByItsLine() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "drag \"Card\" from (0, 0) to (120, 0)\nchoose \"Seoul 9\"\nexpect count == 0\n",
      to: "rows.script")
    let result = await runDemo(["run", script, "--junit", directory.file("report.xml")])
    #expect(result.status == 1)
    let xml = try directory.read("report.xml")
    #expect(xml.contains(#"tests="2" failures="0" errors="1" skipped="1""#))
    #expect(xml.contains(#"name="line 2: choose &quot;Seoul 9&quot;">"#))
    #expect(
      xml.contains(
        #"<error message="No row of a list with a selection shows &quot;Seoul 9&quot;."#))
  }

  @Test func aPassingScriptWritesOnlyPassedCases() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "tap \"Increment\"\nexpect count == 1\n", to: "passing.script")
    let result = await runDemo(["run", script, "--junit", directory.file("report.xml")])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    let xml = try directory.read("report.xml")
    #expect(xml.contains(#"tests="1" failures="0" errors="0" skipped="0""#))
  }

  @Test func aReportThatCannotBeWrittenIsAnError() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("expect count == 0\n", to: "ok.script")
    // A folder cannot be made where a file is.
    let result = await runDemo(["run", script, "--junit", script + "/report.xml"])
    #expect(result.status != 0)
    #expect(result.errorOutput.contains("cannot write"))
    #expect(result.errorOutput.contains("ok.script/report.xml"))
  }

  @Test func controlCharactersAreWrittenAsCodePoints() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(#"expect nickname == "a\u{1B}[31mb""# + "\n", to: "esc.script")
    _ = await runDemo(["run", script, "--junit", directory.file("report.xml")])
    let xml = try directory.read("report.xml")
    #expect(!xml.unicodeScalars.contains("\u{1B}"))
    #expect(xml.contains(#"\u{1B}[31mb"#))
  }
}
