/// The shape every feature's action follows: actions split by where they come from.
///
/// Views may only send ``ViewAction``s; effects answer with ``AsyncAction``s; child features
/// talk through ``ScopeAction``s; parents listen to ``DelegateAction``s; ``InnerAction``s are
/// the feature's own bookkeeping. An uninhabited enum marks a kind the feature does not use.
///
/// ```swift
/// enum Action: FeatureAction, Equatable {
///   case view(ViewAction)
///   case inner(InnerAction)
///   case async(AsyncAction)
///   case scope(ScopeAction)
///   case delegate(DelegateAction)
///
///   enum ViewAction: Equatable { case onAppear }
///   enum InnerAction: Equatable {}
///   enum AsyncAction: Equatable {}
///   enum ScopeAction: Equatable {}
///   enum DelegateAction: Equatable {}
/// }
/// ```
public protocol FeatureAction {
  /// What the feature's view sends.
  associatedtype ViewAction
  /// The feature's internal actions.
  associatedtype InnerAction
  /// The answers of the feature's effects.
  associatedtype AsyncAction
  /// The actions of the features it presents or contains.
  associatedtype ScopeAction
  /// What the feature tells its parent.
  associatedtype DelegateAction

  /// Wraps a view action.
  static func view(_: ViewAction) -> Self
  /// Wraps an internal action.
  static func inner(_: InnerAction) -> Self
  /// Wraps an effect's answer.
  static func async(_: AsyncAction) -> Self
  /// Wraps a child feature's action.
  static func scope(_: ScopeAction) -> Self
  /// Wraps a message to the parent.
  static func delegate(_: DelegateAction) -> Self
}
