/// An action addressed to one element of a collection by its id, the observation era's form of
/// `row(id:action:)`.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<RowFeature>)
/// }
///
/// await store.send(.rows(.element(id: 1, action: .toggle)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of a row feature: `IdentifiedActionOf<RowFeature>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: CasePathable {
  /// The path to `element`: `\.rows.element`.
  public struct AllCasePaths: Sendable {
    /// The path to `element`, with its id and action.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
