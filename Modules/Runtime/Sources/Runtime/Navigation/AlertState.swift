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
/// A presentation `ifLet` dismisses such state automatically after any of its actions.
public protocol _EphemeralState {}

/// Whether `state` is, or is an enum case holding, ephemeral state.
func isEphemeral<State>(_ state: State) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
