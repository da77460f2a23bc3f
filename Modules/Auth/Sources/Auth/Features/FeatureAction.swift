import Runtime

/// The shape every feature's action follows: actions split by where they come from.
///
/// Views may only send `ViewAction`s; effects answer with ``AsyncAction``s; child features
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
///
/// It refines the runtime's `ViewAction`, which brings the `view` kind (the associated type
/// `ViewAction` and `static func view(_:)`), so a view of a template feature can send its view
/// actions with `ViewActionSending`'s `send(_:)` as well as through a `ViewStore`.
public protocol FeatureAction: Runtime.ViewAction {
  /// The feature's internal actions.
  associatedtype InnerAction
  /// The answers of the feature's effects.
  associatedtype AsyncAction
  /// The actions of the features it presents or contains.
  associatedtype ScopeAction
  /// What the feature tells its parent.
  associatedtype DelegateAction

  /// Wraps an internal action.
  static func inner(_: InnerAction) -> Self
  /// Wraps an effect's answer.
  static func async(_: AsyncAction) -> Self
  /// Wraps a child feature's action.
  static func scope(_: ScopeAction) -> Self
  /// Wraps a message to the parent.
  static func delegate(_: DelegateAction) -> Self
}

/// A reducer written in the template: one handler per kind of action, and one ``core(into:action:)``
/// that dispatches each action to the handler of its kind.
///
/// Seed 001 writes that dispatch as a `switch` in every feature; here the features of the
/// template share it, and each writes only its handlers:
///
/// ```swift
/// struct Feature: Reducer, FeatureTemplate {
///   // State, Action: FeatureAction, and the five handlers ...
///   var body: some ReducerOf<Self> {
///     Reduce(self.core)
///   }
/// }
/// ```
///
/// A kind the feature does not use is an enum without cases; for inner actions, the usual such
/// kind, a ``CaselessCodable`` one needs no handler.
protocol FeatureTemplate: Reducer where Action: FeatureAction {
  /// Handles what the view sent.
  func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action>
  /// Handles the feature's own bookkeeping.
  func handleInnerAction(_ action: Action.InnerAction, state: inout State) -> Effect<Action>
  /// Handles the answer of an effect.
  func handleAsyncAction(_ action: Action.AsyncAction, state: inout State) -> Effect<Action>
  /// Handles an action of a child feature.
  func handleScopeAction(_ action: Action.ScopeAction, state: inout State) -> Effect<Action>
  /// Handles a message the feature sends its parent (usually nothing more).
  func handleDelegateAction(_ action: Action.DelegateAction, state: inout State) -> Effect<Action>
}

extension FeatureTemplate {
  /// Sends `action` to the handler of its kind: the `Reduce` core of every template feature.
  func core(into state: inout State, action: Action) -> Effect<Action> {
    if let view = (/{ Action.view($0) }).extract(from: action) {
      return handleViewAction(view, state: &state)
    }
    if let inner = (/{ Action.inner($0) }).extract(from: action) {
      return handleInnerAction(inner, state: &state)
    }
    if let async = (/{ Action.async($0) }).extract(from: action) {
      return handleAsyncAction(async, state: &state)
    }
    if let scope = (/{ Action.scope($0) }).extract(from: action) {
      return handleScopeAction(scope, state: &state)
    }
    // Every action is one of the five kinds: what is left is a delegate action.
    guard let delegate = (/{ Action.delegate($0) }).extract(from: action) else { return .none }
    return handleDelegateAction(delegate, state: &state)
  }
}

extension FeatureTemplate where Action.InnerAction: CaselessCodable {
  /// Never called: a caseless kind has no actions.
  func handleInnerAction(_ action: Action.InnerAction, state: inout State) -> Effect<Action> {
    .none
  }
}
