import RuntimeTesting
import Testing

private struct Plain: Error {}
private enum Coded: Error, Hashable { case missing, other }

@Suite struct TaskResultTests {
  @Test func catchingKeepsTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Coded.missing }
    #expect(throws: Coded.missing) { try failure.value }
    #expect(success.map { $0 + 1 } == .success(43))
    #expect(failure.flatMap { .success($0 + 1) } == .failure(Coded.missing))
    #expect(TaskResult(Result<Int, Coded>.failure(.other)) == .failure(Coded.other))
    #expect(try Result(success).get() == 42)
  }

  @Test func failuresAreEqualWhenTheirErrorsAre() {
    #expect(TaskResult<Int>.failure(Coded.missing) == .failure(Coded.missing))
    #expect(TaskResult<Int>.failure(Coded.missing) != .failure(Coded.other))
    #expect(TaskResult<Int>.failure(Coded.missing) != .success(1))
    #expect(
      Set([TaskResult<Int>.failure(Coded.missing), .failure(Coded.other), .success(1)]).count == 3)
  }

  /// An error type that cannot be compared makes two failures unequal, and the runtime says
  /// what to add; one that cannot be hashed is reported too.
  @Test func anErrorThatIsNotEquatableIsReported() {
    withKnownIssue {
      #expect(TaskResult<Never>.failure(Plain()) != .failure(Plain()))
    } matching: {
      $0.mentions("Plain") && $0.mentions("Equatable")
    }
    withKnownIssue {
      _ = TaskResult<Never>.failure(Plain()).hashValue
    } matching: {
      $0.mentions("Plain") && $0.mentions("Hashable")
    }
  }

  @Test func casesAreNamedByKeyPath() {
    let result = TaskResult<Int>.success(1)
    #expect(result.is(\.success))
    #expect(result[case: \.success] == 1)
    #expect(!result.is(\.failure))
  }
}
