import Auth
import HeadlessUI
import RuntimeTesting
import Testing

/// The login, two-factor and account screens driven by label, against the local account
/// service on a `TestClock`, inside a parent that swaps the screens on the delegate actions.
@MainActor
@Suite struct AuthViewTests {
  private static let latency = Duration.milliseconds(300)
  private static let secrets = ["correct-horse", "battery-staple", "1234", "9999", "tr0ub4dor"]

  private let clock = TestClock()
  private let store: StoreOf<AuthFlow>
  private let screen: ScreenRecorder

  init() {
    let service = AccountService(latency: Self.latency, clock: clock)
    let store = Store(initialState: AuthFlow.State()) {
      AuthFlow()
    } withDependencies: {
      $0.authenticationClient = .local(service)
    }
    self.store = store
    self.screen = ScreenRecorder(ViewHost(AuthFlowView(store: store)))
  }

  @Test func logInIsDisabledUntilTheFormIsValid() async throws {
    assertSnapshot(of: screen.host.screen, named: "login-empty")
    let error = #expect(throws: ViewHostError.self) { try screen.tap("Log in") }
    #expect(error?.reason == .disabled(.button))
    #expect(store.currentState == AuthFlow.State())

    try screen.type("Email", "blob@example.com")
    #expect(try !screen.host.node("Log in").isEnabled)
    try screen.type("Password", "correct-horse")
    #expect(try screen.host.node("Log in").isEnabled)
    try screen.type("Email", "blob@example")
    #expect(try !screen.host.node("Log in").isEnabled)
    #expect(throws: ViewHostError.self) { try screen.tap("Log in") }
    #expect(!store.currentState.login.isLoginRequestInFlight)
    #expect(clock.sleeperCount == 0)
    expectNoSecretsShown()
  }

  @Test func wrongPasswordShowsTheAlertUntilItIsDismissed() async throws {
    try screen.type("Email", "blob@example.com")
    try screen.type("Password", "tr0ub4dor")
    try screen.tap("Log in")
    #expect(await screen.requestStarted(on: clock))
    assertSnapshot(of: screen.host.screen, named: "login-in-flight")
    #expect(throws: ViewHostError.self) { try screen.tap("Log in") }

    #expect(
      await screen.answerRequest(on: clock, latency: Self.latency) {
        store.currentState.login.alert != nil
      }
    )
    assertSnapshot(of: screen.host.screen, named: "login-failed-alert")
    try screen.tap("OK")
    #expect(store.currentState.login.alert == nil)
    #expect(!screen.screen.contains("[alert]"))
    #expect(try screen.host.node("Log in").isEnabled)
    #expect(store.currentState.account == nil)
    expectNoSecretsShown()
  }

  @Test func twoFactorLoginSignsInOnceTheCodeIsRight() async throws {
    try await logIn(email: "blob.jr@example.com", password: "battery-staple") {
      store.currentState.login.twoFactor != nil
    }
    let error = #expect(throws: ViewHostError.self) { try screen.tap("Submit") }
    #expect(error?.reason == .disabled(.button))
    try screen.type("Code", "12")
    #expect(try !screen.host.node("Submit").isEnabled)
    try screen.type("Code", "1234")
    assertSnapshot(of: screen.host.screen, named: "login-two-factor-sheet")

    try screen.tap("Submit")
    #expect(await screen.requestStarted(on: clock))
    #expect(screen.screen.contains("(Submit) disabled  ⏳ Checking…"))
    #expect(
      await screen.answerRequest(on: clock, latency: Self.latency) {
        store.currentState.account != nil
      }
    )
    #expect(store.currentState.account?.user == DemoAccount.blobJr.user)
    #expect(store.currentState.login == LoginFeature.State())
    #expect(!screen.screen.contains("[sheet]"))
    #expect(screen.screen.hasPrefix("== Account ==\n-- Signed in as --\n  Blob Jr.\n"))
    expectNoSecretsShown()
  }

  @Test func wrongCodeShowsTheAlertInTheSheet() async throws {
    try await logIn(email: "blob.jr@example.com", password: "battery-staple") {
      store.currentState.login.twoFactor != nil
    }
    try screen.type("Code", "9999")
    try screen.tap("Submit")
    #expect(await screen.requestStarted(on: clock))
    #expect(
      await screen.answerRequest(on: clock, latency: Self.latency) {
        store.currentState.login.twoFactor?.alert != nil
      }
    )
    assertSnapshot(of: screen.host.screen, named: "two-factor-failed-alert")
    try screen.tap("OK")
    #expect(store.currentState.login.twoFactor?.alert == nil)
    #expect(try screen.host.node("Code").value == "")
    #expect(store.currentState.account == nil)
    expectNoSecretsShown()
  }

  @Test func dismissingTheSheetCancelsTheCodeCheck() async throws {
    try await logIn(email: "blob.jr@example.com", password: "battery-staple") {
      store.currentState.login.twoFactor != nil
    }
    try screen.type("Code", "1234")
    try screen.tap("Submit")
    #expect(await screen.requestStarted(on: clock))
    try screen.dismiss()
    #expect(store.currentState.login.twoFactor == nil)
    #expect(!screen.screen.contains("[sheet]"))

    let answered = await screen.answerRequest(on: clock, latency: Self.latency) {
      store.currentState.account != nil
    }
    #expect(!answered)
    #expect(screen.screen.hasPrefix("== Log in ==\nEmail: [blob.jr@example.com]\n"))
    let nothingLeft = #expect(throws: ViewHostError.self) { try screen.dismiss() }
    #expect(nothingLeft?.reason == .nothingPresented)
    expectNoSecretsShown()
  }

  @Test func logOutAsksForConfirmation() async throws {
    try await logIn(email: "blob@example.com", password: "correct-horse") {
      store.currentState.account != nil
    }
    assertSnapshot(of: screen.host.screen, named: "account")

    try screen.tap("Log out")
    assertSnapshot(of: screen.host.screen, named: "account-log-out-dialog")
    try screen.tap("Cancel")
    #expect(store.currentState.account?.confirmationDialog == nil)
    #expect(!screen.screen.contains("[dialog]"))
    #expect(store.currentState.account?.user == DemoAccount.blob.user)

    try screen.tap("Log out")
    try screen.tap("Log out")
    #expect(await screen.requestStarted(on: clock))
    #expect(screen.screen.contains("(Log out) destructive disabled  ⏳ Logging out…"))
    #expect(
      await screen.answerRequest(on: clock, latency: Self.latency) {
        store.currentState.account == nil
      }
    )
    assertSnapshot(of: screen.host.screen, named: "login-empty")
    expectNoSecretsShown()
  }

  /// Types the credentials, taps "Log in" and lets the service answer until `isDone`.
  private func logIn(
    email: String, password: String, until isDone: () -> Bool
  ) async throws {
    try screen.type("Email", email)
    try screen.type("Password", password)
    try screen.tap("Log in")
    #expect(await screen.requestStarted(on: clock))
    #expect(await screen.answerRequest(on: clock, latency: Self.latency, until: isDone))
  }

  private func expectNoSecretsShown(sourceLocation: SourceLocation = #_sourceLocation) {
    for secret in Self.secrets {
      #expect(!screen.everShowed(secret), "\(secret) was on screen", sourceLocation: sourceLocation)
    }
  }
}
