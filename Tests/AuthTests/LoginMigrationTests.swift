// One suite, run against the login and two-factor screens in both spellings: the seed 001
// template's (`LoginFeature`, five action kinds, `ViewStore(store, observe:, send: { .view($0) })`)
// and view actions' (`ObservedLoginFeature`, `Action: ViewAction`, a view marked
// `@ViewAction(for:)` that calls `send(.loginButtonTapped)`). Every test drives the view by label
// against the local account service on a `TestClock`, and checks the screen against the same
// golden files as `AuthViewTests`, the state, and what the feature told its parent.
import Auth
import HeadlessUI
import RuntimeTesting
import Testing

/// What the suite reads of either feature's state.
private struct Observed: Equatable {
  var email = ""
  var isLoginRequestInFlight = false
  var hasAlert = false
  var isTwoFactorPresented = false
  var code = ""
  var isTwoFactorRequestInFlight = false
  var hasTwoFactorAlert = false

  init(
    email: String = "", isLoginRequestInFlight: Bool = false, isTwoFactorPresented: Bool = false
  ) {
    self.email = email
    self.isLoginRequestInFlight = isLoginRequestInFlight
    self.isTwoFactorPresented = isTwoFactorPresented
  }

  /// Reads `state`, whose fields have the same names in both spellings.
  init(_ state: some LoginFields) {
    self.email = state.email
    self.isLoginRequestInFlight = state.isLoginRequestInFlight
    self.hasAlert = state.alert != nil
    self.isTwoFactorPresented = state.twoFactor != nil
    self.code = state.twoFactor?.code.rawValue ?? ""
    self.isTwoFactorRequestInFlight = state.twoFactor?.isTwoFactorRequestInFlight ?? false
    self.hasTwoFactorAlert = state.twoFactor?.alert != nil
  }
}

/// The fields of a login state that the suite reads.
private protocol LoginFields {
  associatedtype Alert
  associatedtype TwoFactor: TwoFactorFields
  var email: String { get }
  var isLoginRequestInFlight: Bool { get }
  var alert: AlertState<Alert>? { get }
  var twoFactor: TwoFactor? { get }
}

/// The fields of a two-factor state that the suite reads.
private protocol TwoFactorFields {
  associatedtype Alert
  var code: Redacted<String> { get }
  var isTwoFactorRequestInFlight: Bool { get }
  var alert: AlertState<Alert>? { get }
}

extension LoginFeature.State: LoginFields {}
extension TwoFactorFeature.State: TwoFactorFields {}
extension ObservedLoginFeature.State: LoginFields {}
extension ObservedTwoFactorFeature.State: TwoFactorFields {}

/// The parts of either spelling the suite needs.
@MainActor
private struct LoginScreen {
  let screen: ScreenRecorder
  let clock: TestClock<Duration>
  let state: @MainActor () -> Observed
  /// The users the feature announced with `.delegate(.didLogIn(user))`, in order.
  let loggedIn: @MainActor () -> [User]

  /// Lets the service answer the request in flight, until `isDone`; returns whether it became
  /// true.
  func answer(until isDone: () -> Bool) async -> Bool {
    await screen.answerRequest(on: clock, latency: latency, until: isDone)
  }

  /// Runs `feature` against the local account service on a test clock, shows `view` of its
  /// store, and records the users that `announcedUser` finds in its actions.
  init<Feature: Reducer, Content: View>(
    _ initialState: Feature.State,
    _ feature: Feature,
    announcedUser: @escaping (Feature.Action) -> User?,
    view: (StoreOf<Feature>) -> Content
  ) where Feature.State: LoginFields {
    let clock = TestClock()
    let service = AccountService(latency: latency, clock: clock)
    let loggedIn = LockIsolated<[User]>([])
    let store = Store(initialState: initialState) {
      feature
      Reduce<Feature.State, Feature.Action> { _, action in
        if let user = announcedUser(action) { loggedIn.withValue { $0.append(user) } }
        return .none
      }
    } withDependencies: {
      $0.authenticationClient = .local(service)
    }
    self.screen = ScreenRecorder(ViewHost(NavigationStack { view(store) }))
    self.clock = clock
    self.state = { Observed(store.currentState) }
    self.loggedIn = { loggedIn.value }
  }
}

private enum Spelling: String, CaseIterable, CustomTestStringConvertible {
  case template, viewAction

  var testDescription: String { rawValue }

  @MainActor
  func make() -> LoginScreen {
    switch self {
    case .template:
      LoginScreen(
        LoginFeature.State(), LoginFeature(),
        announcedUser: {
          guard case let .delegate(.didLogIn(user)) = $0 else { return nil }
          return user
        },
        view: { LoginView(store: $0) }
      )
    case .viewAction:
      LoginScreen(
        ObservedLoginFeature.State(), ObservedLoginFeature(),
        announcedUser: {
          guard case let .delegate(.didLogIn(user)) = $0 else { return nil }
          return user
        },
        view: { ObservedLoginView(store: $0) }
      )
    }
  }
}

private let latency = Duration.milliseconds(300)

/// A sender of the template's view actions: ``FeatureAction`` refines `ViewAction`.
@ViewAction(for: LoginFeature.self)
private struct TemplateSender {
  let store: StoreOf<LoginFeature>
}

@MainActor
@Suite struct LoginMigrationTests {
  @Test(arguments: Spelling.allCases)
  fileprivate func logInIsDisabledUntilTheFormIsValid(_ spelling: Spelling) throws {
    let login = spelling.make()
    assertSnapshot(of: login.screen.screen, named: "login-empty")
    let error = #expect(throws: ViewHostError.self) { try login.screen.tap("Log in") }
    #expect(error?.reason == .disabled(.button))

    try login.screen.type("Email", "blob@example.com")
    #expect(try !login.screen.host.node("Log in").isEnabled)
    try login.screen.type("Password", "correct-horse")
    #expect(try login.screen.host.node("Log in").isEnabled)
    try login.screen.type("Email", "blob@example")
    #expect(try !login.screen.host.node("Log in").isEnabled)
    #expect(login.state() == Observed(email: "blob@example"))
    #expect(login.clock.sleeperCount == 0)
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func theRightPasswordLogsInOnce(_ spelling: Spelling) async throws {
    let login = try await Self.submitted(spelling, "blob@example.com", "correct-horse")
    assertSnapshot(of: login.screen.screen, named: "login-in-flight")
    #expect(login.state() == Observed(email: "blob@example.com", isLoginRequestInFlight: true))
    #expect(throws: ViewHostError.self) { try login.screen.tap("Log in") }

    #expect(await login.answer { !login.loggedIn().isEmpty })
    #expect(login.loggedIn() == [DemoAccount.blob.user])
    #expect(login.state() == Observed(email: "blob@example.com"))
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func aWrongPasswordShowsTheAlertUntilItIsDismissed(
    _ spelling: Spelling
  )
    async throws
  {
    let login = try await Self.submitted(spelling, "blob@example.com", "tr0ub4dor")
    #expect(await login.answer { login.state().hasAlert })
    assertSnapshot(of: login.screen.screen, named: "login-failed-alert")
    try login.screen.tap("OK")
    #expect(login.state() == Observed(email: "blob@example.com"))
    #expect(try login.screen.host.node("Log in").isEnabled)
    #expect(login.loggedIn().isEmpty)
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func theTwoFactorSheetLogsInOnceTheCodeIsRight(_ spelling: Spelling) async throws {
    let login = try await Self.askedForACode(spelling)
    let error = #expect(throws: ViewHostError.self) { try login.screen.tap("Submit") }
    #expect(error?.reason == .disabled(.button))
    try login.screen.type("Code", "12")
    #expect(try !login.screen.host.node("Submit").isEnabled)
    try login.screen.type("Code", "1234")
    assertSnapshot(of: login.screen.screen, named: "login-two-factor-sheet")

    try login.screen.tap("Submit")
    #expect(await login.screen.requestStarted(on: login.clock))
    #expect(login.screen.screen.contains("(Submit) disabled  ⏳ Checking…"))
    #expect(await login.answer { !login.loggedIn().isEmpty })
    #expect(login.loggedIn() == [DemoAccount.blobJr.user])
    #expect(login.state() == Observed(email: "blob.jr@example.com"))
    #expect(!login.screen.screen.contains("[sheet]"))
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func aWrongCodeIsClearedAndExplainedInTheSheet(_ spelling: Spelling) async throws {
    let login = try await Self.askedForACode(spelling)
    try login.screen.type("Code", "9999")
    try login.screen.tap("Submit")
    #expect(await login.screen.requestStarted(on: login.clock))
    #expect(await login.answer { login.state().hasTwoFactorAlert })
    assertSnapshot(of: login.screen.screen, named: "two-factor-failed-alert")
    try login.screen.tap("OK")
    #expect(
      login.state() == Observed(email: "blob.jr@example.com", isTwoFactorPresented: true)
    )
    #expect(login.loggedIn().isEmpty)
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func dismissingTheSheetCancelsTheCodeCheck(_ spelling: Spelling) async throws {
    let login = try await Self.askedForACode(spelling)
    try login.screen.type("Code", "1234")
    try login.screen.tap("Submit")
    #expect(await login.screen.requestStarted(on: login.clock))
    try login.screen.dismiss()
    #expect(login.state() == Observed(email: "blob.jr@example.com"))

    let answered = await login.answer { !login.loggedIn().isEmpty }
    #expect(!answered)
    #expect(!login.screen.screen.contains("[sheet]"))
  }

  @Test func theTemplatesActionsAreViewActionsToo() async {
    let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
    let sender = TemplateSender(store: store)
    sender.send(.binding(.set(\.$email, "blob@example.com")))
    await sender.send(.onAppear).finish()
    #expect(store.currentState == LoginFeature.State(email: "blob@example.com"))
  }

  /// Logs in with the demo account that asks for a code, until the sheet is presented.
  private static func askedForACode(_ spelling: Spelling) async throws -> LoginScreen {
    let login = try await submitted(spelling, "blob.jr@example.com", "battery-staple")
    #expect(await login.answer { login.state().isTwoFactorPresented })
    return login
  }

  /// Types the credentials and taps "Log in", until the request waits on the clock.
  private static func submitted(
    _ spelling: Spelling, _ email: String, _ password: String
  ) async throws -> LoginScreen {
    let login = spelling.make()
    try login.screen.type("Email", email)
    try login.screen.type("Password", password)
    try login.screen.tap("Log in")
    #expect(await login.screen.requestStarted(on: login.clock))
    return login
  }
}
