import Auth
import RuntimeTesting
import Testing

@Suite struct AccountServiceTests {
  let clock = TestClock()

  func makeService(latency: Duration = .zero) -> AccountService {
    AccountService(latency: latency, clock: clock)
  }

  @Test func theRightPasswordLogsIn() async throws {
    let service = makeService()
    let response = try await service.logIn(email: "blob@example.com", password: "correct-horse")
    #expect(response == .loggedIn(.blob))
  }

  @Test func emailsAreTrimmedAndCaseInsensitive() async throws {
    let service = makeService()
    let response = try await service.logIn(email: " Blob@Example.com ", password: "correct-horse")
    #expect(response == .loggedIn(.blob))
  }

  @Test(arguments: [
    ("blob@example.com", "correct-hors"),
    ("blob@example.com", "correct-horsf"),
    ("blob@example.com", "correct-horse!"),
    ("blob@example.com", "Correct-horse"),
    ("blob@example.com", ""),
    ("blob@example.com", "battery-staple"),
    ("nobody@example.com", "correct-horse"),
  ])
  func everyOtherCredentialIsRefused(email: String, password: String) async {
    let service = makeService()
    await #expect(throws: AuthenticationError.invalidCredentials) {
      try await service.logIn(email: email, password: Redacted(password))
    }
  }

  @Test func twoFactorAccountsFinishWithTheirCode() async throws {
    let service = makeService()
    let response = try await service.logIn(
      email: "blob.jr@example.com", password: "battery-staple"
    )
    guard case let .twoFactorRequired(token) = response else {
      Issue.record("Expected a two-factor token, got \(response)")
      return
    }
    await #expect(throws: AuthenticationError.invalidCode) {
      try await service.verifyTwoFactor(token: token, code: "4321")
    }
    let user = try await service.verifyTwoFactor(token: token, code: "1234")
    #expect(user == .blobJr)
    await #expect(throws: AuthenticationError.sessionExpired) {
      try await service.verifyTwoFactor(token: token, code: "1234")
    }
  }

  @Test func anUnknownTokenHasExpired() async {
    let service = makeService()
    await #expect(throws: AuthenticationError.sessionExpired) {
      try await service.verifyTwoFactor(token: "made-up", code: "1234")
    }
  }

  @Test func fiveFailuresLockTheEmailOutForFiveMinutesOfClockTime() async throws {
    let service = makeService()
    for _ in 1..<AccountService.maximumFailedAttempts {
      await #expect(throws: AuthenticationError.invalidCredentials) {
        try await service.logIn(email: "blob@example.com", password: "wrong")
      }
    }
    await #expect(throws: AuthenticationError.lockedOut(retryAfter: .seconds(300))) {
      try await service.logIn(email: "blob@example.com", password: "wrong")
    }
    await #expect(throws: AuthenticationError.lockedOut(retryAfter: .seconds(300))) {
      try await service.logIn(email: "blob@example.com", password: "correct-horse")
    }
    #expect(
      try await service.logIn(email: "blob.jr@example.com", password: "battery-staple")
        != .loggedIn(.blob),
      "Other emails are not locked out"
    )

    await clock.advance(by: .seconds(240))
    await #expect(throws: AuthenticationError.lockedOut(retryAfter: .seconds(60))) {
      try await service.logIn(email: "blob@example.com", password: "correct-horse")
    }
    await clock.advance(by: .seconds(60))
    #expect(
      try await service.logIn(email: "blob@example.com", password: "correct-horse")
        == .loggedIn(.blob)
    )
  }

  @Test func aSuccessResetsTheFailureCount() async throws {
    let service = makeService()
    for _ in 1..<AccountService.maximumFailedAttempts {
      _ = try? await service.logIn(email: "blob@example.com", password: "wrong")
    }
    _ = try await service.logIn(email: "blob@example.com", password: "correct-horse")
    await #expect(throws: AuthenticationError.invalidCredentials) {
      try await service.logIn(email: "blob@example.com", password: "wrong")
    }
  }

  @Test func wrongCodesCountTowardsTheLockout() async throws {
    let service = makeService()
    let response = try await service.logIn(
      email: "blob.jr@example.com", password: "battery-staple"
    )
    guard case let .twoFactorRequired(token) = response else {
      Issue.record("Expected a two-factor token, got \(response)")
      return
    }
    for _ in 1..<AccountService.maximumFailedAttempts {
      await #expect(throws: AuthenticationError.invalidCode) {
        try await service.verifyTwoFactor(token: token, code: "0000")
      }
    }
    await #expect(throws: AuthenticationError.lockedOut(retryAfter: .seconds(300))) {
      try await service.verifyTwoFactor(token: token, code: "0000")
    }
    await #expect(throws: AuthenticationError.sessionExpired) {
      try await service.verifyTwoFactor(token: token, code: "1234")
    }
  }

  @Test func everyCallWaitsForTheLatencyOnTheInjectedClock() async throws {
    let service = makeService(latency: .milliseconds(300))
    let login = Task {
      try await service.logIn(email: "blob@example.com", password: "correct-horse")
    }
    try #require(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await login.value == .loggedIn(.blob))
  }

  @Test func theLiveClientWaitsOnTheContinuousClockDependency() async throws {
    let login = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Task {
        try await AuthenticationClient.liveValue.login(
          email: "blob@example.com", password: "correct-horse"
        )
      }
    }
    try #require(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(300))
    #expect(try await login.value == .loggedIn(.blob))
  }

  @Test func thePreviewClientAnswersAtOnce() async throws {
    let response = try await AuthenticationClient.previewValue.login(
      email: "blob@example.com", password: "correct-horse"
    )
    #expect(response == .loggedIn(.blob))
  }
}
