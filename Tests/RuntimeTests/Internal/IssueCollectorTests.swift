import Runtime
import Testing

/// An issue collector keeps the runtime warnings reported while it is in force, including
/// from tasks started then, instead of passing them on to the test framework.
@Suite struct IssueCollectorTests {
  @Test func keepsTheIssuesReportedInsideInsteadOfReportingThem() {
    let issues = IssueCollector()
    issues.collecting {
      reportIssue("first")
      reportIssue("second")
    }
    #expect(issues.take() == ["first", "second"])
    #expect(issues.take() == [])
  }

  @Test func tasksStartedInsideReportToItLater() async {
    let issues = IssueCollector()
    let task = issues.collecting { Task { reportIssue("from a task") } }
    await task.value
    #expect(issues.take() == ["from a task"])
  }
}
