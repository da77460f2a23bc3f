import Settings
import Testing

@Suite struct UserNotificationsClientTests {
  @Test(arguments: [
    ([:], true),
    (["SHOWCASE_NOTIFICATIONS": ""], true),
    (["SHOWCASE_NOTIFICATIONS": "granted"], true),
    (["SHOWCASE_NOTIFICATIONS": "denied"], false),
    (["SHOWCASE_NOTIFICATIONS": " Denied "], false),
  ])
  func decisionComesFromTheEnvironment(environment: [String: String], granted: Bool) async throws {
    let client = UserNotificationsClient.local(environment: environment)

    #expect(try await client.requestAuthorization() == granted)
  }

  @Test func unknownDecisionIsAnErrorWithAClearMessage() async {
    let client = UserNotificationsClient.local(environment: ["SHOWCASE_NOTIFICATIONS": "maybe"])

    let error = await #expect(throws: UserNotificationsError.self) {
      try await client.requestAuthorization()
    }

    #expect(error == .unrecognizedDecision("maybe"))
    #expect(
      error?.description
        == "SHOWCASE_NOTIFICATIONS must be \"granted\" or \"denied\", not \"maybe\"."
    )
  }
}
