/// An enum whose cases can be named by key path, the observation era's case key paths:
/// `\.searchQueryChanged`, `\.searchResponse.success`.
///
/// The `@CasePathable` macro conforms an enum, as `@Reducer` does for `Action`; the conformance
/// it generates can also be written out, one property per case:
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
  ///
  /// Setting it replaces the payload when this value holds that case, and changes nothing
  /// otherwise (nor when set to `nil`), so a payload can be changed in place:
  ///
  /// ```swift
  /// action[case: \.searchQueryChanged] = "Paris"
  /// state[case: \.settings]?.displayName = "Blob"
  /// ```
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { Self.casePath(keyPath).extract(from: self) }
    set {
      if let newValue { replacePayload(of: keyPath, with: newValue) }
    }
  }

  /// The payload of the case that `keyPath` names, if this value holds it: what lets an enum
  /// marked `@dynamicMemberLookup` read `state.destination?.alert`, `store.state.settings`.
  ///
  /// A payload cannot be set this way: assign the enum a case instead.
  public subscript<Value>(dynamicMember keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { Self.casePath(keyPath).extract(from: self) }
    @available(*, unavailable, message: "Assign the enum a case: 'value = .case(payload)'")
    set {
      if let newValue { replacePayload(of: keyPath, with: newValue) }
    }
  }

  /// Changes the payload of the case that `keyPath` names in place; reports an issue and
  /// changes nothing when this value holds another case.
  ///
  /// ```swift
  /// await store.send(.view(.loginTapped)) {
  ///   $0.destination?.modify(\.login) { $0.isLoading = true }
  /// }
  /// ```
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let casePath = Self.casePath(keyPath)
    guard var value = casePath.extract(from: self) else {
      reportIssue(
        """
        Cannot modify '\(self)' through the case path to \(Value.self): it holds another case.
        """,
        fileID: fileID, line: line)
      return
    }
    body(&value)
    self = casePath.embed(value)
  }

  private mutating func replacePayload<Value>(
    of keyPath: CaseKeyPath<Self, Value>, with value: Value
  ) {
    let casePath = Self.casePath(keyPath)
    guard casePath.extract(from: self) != nil else { return }
    self = casePath.embed(value)
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
  /// The paths to `presented` and `dismiss`: `\.destination.presented.alert`; the presented
  /// feature's cases are reached without `presented` too: `\.destination.alert`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The path to a case of the presented feature's action, through `presented`:
    /// `\.alert.confirmTapped` is `\.alert.presented.confirmTapped`.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable {
      presented .. Action.allCasePaths[keyPath: keyPath]
    }

    /// The path to one case of a presented enum destination, `dismiss` included:
    /// `\.destination.edit` as the action of `$store.scope(state: \.destination?.edit, action:
    /// \.destination.edit)`, whose dismissal dismisses the destination.
    @_disfavoredOverload
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<Member>> where Action: CasePathable {
      let casePath = Action.allCasePaths[keyPath: keyPath]
      return AnyCasePath(
        embed: { action in
          switch action {
          case .dismiss: .dismiss
          case let .presented(member): .presented(casePath.embed(member))
          }
        },
        extract: { action in
          switch action {
          case .dismiss: .dismiss
          case let .presented(action): casePath.extract(from: action).map { .presented($0) }
          }
        }
      )
    }

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

/// Names each case of an enum by key path, `\.search` or `\.row`, by conforming it to
/// ``Runtime/CasePathable`` with one case path per case.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case search(Search.Action)
///   case row(id: Row.ID, action: Row.Action)
/// }
///
/// Scope(state: \.search, action: \.search) { Search() }
/// action[case: \.row]?.id
/// ```
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() =
  #externalMacro(module: "RuntimeMacros", type: "CasePathableMacro")
