/// The actions of a presented feature: its own actions while presented, and its dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
///
/// case .destination(.presented(.alert(.confirmLogOut))): ...
/// case .destination(.dismiss): ...
/// ```
public enum PresentationAction<Action> {
  /// An action of the presented feature.
  case presented(Action)
  /// The presented feature is being dismissed; its state becomes `nil` after the parent ran.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {}
