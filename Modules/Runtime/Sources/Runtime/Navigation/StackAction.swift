/// What happens on a navigation stack: an action of one screen, a pop, or a push.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
/// }
/// store.send(.path(.element(id: 0, action: .detail(.refreshTapped))))
/// store.send(.path(.popFrom(id: 0)))   // back to the root
/// ```
public enum StackAction<State, Action> {
  /// An action of the screen with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the screen with `id` and every screen above it (a back button, or a swipe).
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` (a navigation link).
  case push(id: StackElementID, state: State)
}

/// The stack action type of a path reducer: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: Codable where State: Codable, Action: Codable {}
