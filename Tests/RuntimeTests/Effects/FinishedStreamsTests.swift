import Foundation
import Runtime
import Testing

@Suite struct FinishedStreamsTests {
  @Test func aFinishedStreamEndsWithNoElements() async {
    var count = 0
    for await _ in AsyncStream<Int>.finished {
      count += 1
    }
    #expect(count == 0)
  }

  @Test func aFinishedThrowingStreamEndsOrFails() async throws {
    var count = 0
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() {
      count += 1
    }
    #expect(count == 0)
    await #expect(throws: URLError.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: URLError(.timedOut))
      {
      }
    }
  }
}
