import Runtime

// The rules of the login and two-factor screens, written once for both spellings of each:
// the seed 001 template (`LoginFeature`, `TwoFactorFeature`) and view actions
// (`ObservedLoginFeature`, `ObservedTwoFactorFeature`). The states keep their fields under the
// same names, so each reducer differs from its twin only in how it spells actions and views.

/// The state of a login screen, in either spelling.
protocol LoginForm {
  /// The state of the two-factor step it presents.
  associatedtype TwoFactor: TwoFactorForm
  /// The actions of its failure alert.
  associatedtype Alert

  var email: String { get }
  var password: Redacted<String> { get }
  var isLoginRequestInFlight: Bool { get set }
  var alert: AlertState<Alert>? { get set }
  var twoFactor: TwoFactor? { get set }
}

extension LoginForm {
  /// Whether the form can be sent: a plausible email address and a non-empty password.
  var canLogIn: Bool {
    Self.isPlausibleEmail(email) && !password.rawValue.isEmpty
  }

  /// Starts the login request, unless the form cannot be sent or a request is running; the
  /// service's answer comes back as the action `answer` makes of it.
  mutating func logIn<Action>(
    with client: AuthenticationClient,
    answer: @escaping @Sendable (Result<AuthenticationResponse, AuthenticationError>) -> Action
  ) -> Effect<Action> {
    guard canLogIn, !isLoginRequestInFlight else { return .none }
    isLoginRequestInFlight = true
    let (email, password) = (self.email, self.password)
    return .authenticating({ try await client.login(email: email, password: password) }, answer)
  }

  /// Ends the login request with the service's answer: asks for a code or shows the failure
  /// alert, and returns the user to announce when the login is complete.
  mutating func finishLogIn(
    _ response: Result<AuthenticationResponse, AuthenticationError>
  ) -> User? {
    isLoginRequestInFlight = false
    switch response {
    case let .success(.loggedIn(user)):
      return user
    case let .success(.twoFactorRequired(token)):
      twoFactor = TwoFactor(token: token)
      return nil
    case let .failure(error):
      alert = .authenticationFailed(error)
      return nil
    }
  }

  /// One `@` with a non-empty name before it and a dotted domain after it, no spaces.
  private static func isPlausibleEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !email.contains(where: \.isWhitespace) else { return false }
    let (name, domain) = (parts[0], parts[1])
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    return !name.isEmpty && labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}

/// The state of a two-factor screen, in either spelling.
protocol TwoFactorForm {
  /// The actions of its failure alert.
  associatedtype Alert

  var token: Redacted<String> { get }
  var code: Redacted<String> { get set }
  var isTwoFactorRequestInFlight: Bool { get set }
  var alert: AlertState<Alert>? { get set }

  /// The state of a new step for the session `token`: no code typed, no request, no alert.
  init(token: Redacted<String>)
}

extension TwoFactorForm {
  /// Whether the code can be submitted: at least four characters, all of them digits.
  var canSubmit: Bool {
    code.rawValue.count >= 4 && code.rawValue.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Sends the code, unless it cannot be submitted or a request is running; the service's
  /// answer comes back as the action `answer` makes of it.
  mutating func submit<Action>(
    with client: AuthenticationClient,
    answer: @escaping @Sendable (Result<User, AuthenticationError>) -> Action
  ) -> Effect<Action> {
    guard canSubmit, !isTwoFactorRequestInFlight else { return .none }
    isTwoFactorRequestInFlight = true
    let (token, code) = (self.token, self.code)
    return .authenticating({ try await client.twoFactor(token: token, code: code) }, answer)
  }

  /// Ends the request with the service's answer: a refused code is cleared and explained in the
  /// failure alert; returns the user to announce when the code was right.
  mutating func finishSubmit(_ response: Result<User, AuthenticationError>) -> User? {
    isTwoFactorRequestInFlight = false
    switch response {
    case let .success(user):
      return user
    case let .failure(error):
      code = ""
      alert = .authenticationFailed(error)
      return nil
    }
  }
}

extension Effect {
  /// Runs an authentication request and sends its outcome, any error read as an
  /// ``AuthenticationError``, as the action `answer` makes of it.
  fileprivate static func authenticating<Value>(
    _ request: @escaping @Sendable () async throws -> Value,
    _ answer: @escaping @Sendable (Result<Value, AuthenticationError>) -> Action
  ) -> Self {
    .run { send in
      await send(answer(await Result(authenticating: request)))
    }
  }
}
