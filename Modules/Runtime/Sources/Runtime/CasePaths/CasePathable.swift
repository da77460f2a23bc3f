/// An enum whose cases can be named by key path, the observation era's case key paths:
/// `\.searchQueryChanged`, `\.searchResponse.success`.
///
/// ```swift
/// extension Search.Action: CasePathable {
///   struct AllCasePaths {
///     var searchQueryChanged: AnyCasePath<Search.Action, String> {
///       /Search.Action.searchQueryChanged
///     }
///     var searchResponse: AnyCasePath<Search.Action, Result<GeocodingSearch, any Error>> {
///       /Search.Action.searchResponse
///     }
///   }
///   static var allCasePaths: AllCasePaths { AllCasePaths() }
/// }
///
/// $store.searchQuery.sending(\.searchQueryChanged)
/// await store.receive(\.searchResponse.success)
/// ```
///
/// It stands in for TCA's `@CasePathable` macro, which `@Reducer` applies to `Action`: Swift on
/// Linux has no macros without a third-party package, so the one line per case that the macro
/// would generate is written out.
public protocol CasePathable: SendableMetatype {
  /// A type with one property per case, each returning that case's path.
  associatedtype AllCasePaths
  /// The paths to every case.
  static var allCasePaths: AllCasePaths { get }
}

/// A key path that names a case of `Root`: `\.searchQueryChanged`.
public typealias CaseKeyPath<Root: CasePathable, Value> =
  KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>

extension AnyCasePath where Value: CasePathable {
  /// A path one case deeper: `\.loggedIn.search.searchQueryChanged`, `\.searchResponse.success`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> AnyCasePath<Root, Member> {
    self .. Value.allCasePaths[keyPath: keyPath]
  }
}

extension CasePathable {
  /// The case path that `keyPath` names.
  public static func casePath<Value>(
    _ keyPath: CaseKeyPath<Self, Value>
  ) -> AnyCasePath<
    Self, Value
  > {
    allCasePaths[keyPath: keyPath]
  }

  /// Whether this value holds the case that `keyPath` names.
  ///
  /// ```swift
  /// if action.is(\.searchResponse.failure) { ... }
  /// ```
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    Self.casePath(keyPath).extract(from: self) != nil
  }

  /// The payload of the case that `keyPath` names, if this value holds it.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Self.casePath(keyPath).extract(from: self)
  }
}

extension Result: CasePathable {
  /// The paths to `success` and `failure`: `\.searchResponse.success`.
  public struct AllCasePaths: Sendable {
    /// The path to `success`.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(embed: { .success($0) }, extract: { try? $0.get() })
    }
    /// The path to `failure`.
    public var failure: AnyCasePath<Result, Failure> {
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

extension PresentationAction: CasePathable {
  /// The paths to `presented` and `dismiss`: `\.destination.presented.alert`.
  public struct AllCasePaths: Sendable {
    /// The path to `presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }
    /// The path to `dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
