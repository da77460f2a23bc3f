/// The result of asynchronous work whose error is any error, as TCA 1.x actions carry it:
/// `case searchResponse(TaskResult<GeocodingSearch>)`.
///
/// ```swift
/// return .run { [query = state.searchQuery] send in
///   await send(.searchResponse(TaskResult { try await weatherClient.search(query: query) }))
/// }
/// ```
///
/// Unlike `Result<Success, any Error>`, it is `Equatable` (and `Hashable`) whenever its success
/// is, so actions that carry it can be received by value in a test: two failures are equal when
/// their errors are of one type and equal. An error type that is not `Equatable` makes two
/// failures unequal and is reported as a runtime warning, so the test says what to add.
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work returned a value.
  case success(Success)
  /// The work threw an error.
  case failure(any Error)

  /// Runs `body` and keeps what it returns or throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The same result as a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value; throws the failure's error.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// The result with its success value transformed.
  public func map<NewSuccess>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): .success(transform(value))
    case let .failure(error): .failure(error)
    }
  }

  /// The result of `transform` on the success value, or the same failure.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The same result as a `TaskResult`'s.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Two successes with equal values, or two failures whose errors are of one `Equatable` type
  /// and equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let lhs = (lhs as Any) as? any Equatable, let rhs = (rhs as Any) as? any Equatable {
        return isEqual(lhs, rhs)
      }
      if type(of: lhs) == type(of: rhs) {
        let name = typeName(type(of: lhs))
        reportIssue(
          """
          Two failures of type "\(name)" cannot be compared, because "\(name)" is not \
          Equatable; they count as different.

          Make the error type Equatable to compare them, for example:

              extension \(name): Equatable {}
          """
        )
      }
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the success value, or a failure's error when its type is `Hashable`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(error))
        hasher.combine(1)
      } else {
        let name = typeName(type(of: error))
        reportIssue(
          """
          A failure of type "\(name)" cannot be hashed, because "\(name)" is not Hashable.

          Make the error type Hashable to hash it, for example:

              extension \(name): Hashable {}
          """
        )
      }
    }
  }
}

extension TaskResult: CasePathable {
  /// The paths to `success` and `failure`: `\.searchResponse.success`.
  public struct AllCasePaths: Sendable {
    /// The path to `success`.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(embed: { .success($0) }, extract: { try? $0.value })
    }
    /// The path to `failure`.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
