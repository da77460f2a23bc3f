/// An alert, held in state so that showing it and answering it are plain, testable actions.
///
/// ```swift
/// state.destination = .alert(
///   AlertState {
///     TextState("Remove Brooklyn?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmRemove) { TextState("Remove") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
///   } message: {
///     TextState("Its forecast stops loading.")
///   }
/// )
/// ```
///
/// With no buttons, the alert shows a single "OK" that dismisses it.
public struct AlertState<Action>: _EphemeralState {
  /// The title.
  public var title: TextState
  /// The message under the title.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// Creates an alert from its parts, as TCA 1.0's first spelling wrote it.
  ///
  /// ```swift
  /// AlertState(title: TextState("Saved"), message: TextState("Your changes are safe."))
  /// ```
  public init(
    title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}

/// A confirmation dialog (an action sheet), held in state.
///
/// ```swift
/// ConfirmationDialogState {
///   TextState("Log out?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: _EphemeralState {
  /// The title.
  public var title: TextState
  /// The message under the title.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}

/// A button of an alert or a confirmation dialog, held in state.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmLogOut) {
///   TextState("Log out")
/// }
/// ```
public struct ButtonState<Action> {
  /// What a button is for, which decides how it is shown and what tapping it means.
  public enum Role: String, Equatable, Hashable, Sendable {
    /// Cancels: tapping it only dismisses.
    case cancel
    /// Destroys something.
    case destructive
  }

  /// The button's role, if any.
  public var role: Role?
  /// The action the button sends, or `nil` when it only dismisses.
  public var action: Action?
  /// The button's label.
  public var label: TextState

  /// Creates a button.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
extension ButtonState.Role: Codable {}

/// Builds the list of buttons of an alert or a confirmation dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  public static func buildBlock(_ groups: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    groups.flatMap { $0 }
  }

  public static func buildOptional(_ group: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    group ?? []
  }

  public static func buildEither(first group: [ButtonState<Action>]) -> [ButtonState<Action>] {
    group
  }

  public static func buildEither(second group: [ButtonState<Action>]) -> [ButtonState<Action>] {
    group
  }

  public static func buildArray(_ groups: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    groups.flatMap { $0 }
  }
}

/// Text held in state, for alerts, dialogs and buttons, so it can be compared and tested.
///
/// ```swift
/// TextState("Log out?")
/// ```
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text.
  public var string: String

  /// Creates text state.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text state from a literal.
  public init(stringLiteral string: String) {
    self.string = string
  }

  public var description: String { string }
}

extension TextState: Codable {}

/// State that goes away by itself once the user acted on it: alerts and confirmation dialogs.
///
/// A presentation `ifLet` dismisses such state automatically after one of its own actions.
public protocol _EphemeralState {
  /// The type of the actions its buttons send.
  static var actionType: Any.Type { get }
}

extension AlertState {
  public static var actionType: Any.Type { Action.self }
}

extension ConfirmationDialogState {
  public static var actionType: Any.Type { Action.self }
}

/// Whether `action` is one that the ephemeral state `state` (an alert or a dialog, or an enum
/// case holding one) can send, so that it goes away after it; `false` when `state` is not
/// ephemeral or the action belongs to another case of an enum destination.
func isEphemeralAction<State, Action>(_ action: Action, of state: State) -> Bool {
  if let ephemeral = state as? any _EphemeralState {
    return type(of: ephemeral).actionType == Action.self
  }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum,
    let ephemeral = mirror.children.first?.value as? any _EphemeralState
  else { return false }
  let sent = Mirror(reflecting: action)
  guard sent.displayStyle == .enum, let payload = sent.children.first?.value else { return false }
  return type(of: payload) == type(of: ephemeral).actionType
}
