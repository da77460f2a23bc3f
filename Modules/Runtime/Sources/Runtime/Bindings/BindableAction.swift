/// An action type with a `binding` case, so that views can write ``BindingState`` fields.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
public protocol BindableAction: SendableMetatype {
  /// The state whose bindable fields the actions write.
  associatedtype State

  /// Wraps a binding action.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The binding action this action wraps, if it is one.
  public var binding: BindingAction<State>? {
    (/{ Self.binding($0) }).extract(from: self)
  }
}
