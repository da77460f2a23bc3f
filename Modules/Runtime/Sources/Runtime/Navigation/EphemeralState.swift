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
