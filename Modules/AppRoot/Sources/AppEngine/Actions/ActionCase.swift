/// Names an action by its cases: the case names of its enums, outermost first, without the
/// values they carry.
///
/// ```swift
/// ActionCase.path(of: AppFeature.Action.loggedIn(.search(.searchQueryChanged("Seoul"))))
/// // "loggedIn.search.searchQueryChanged"
/// ActionCase.path(of: HomeFeature.Action.favorite(id: 1, action: .rowTapped))
/// // "favorite.rowTapped"
/// ```
enum ActionCase {
  /// The case names down to the first payload that is no enum; a payload of several values
  /// (`id:action:`) is followed into its last one.
  static func path(of action: Any) -> String {
    var names: [String] = []
    var value = action
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first, let name = payload.label else {
        names.append(String(describing: value))
        break
      }
      names.append(name)
      value = payload.value
      let tuple = Mirror(reflecting: value)
      if tuple.displayStyle == .tuple, let last = tuple.children.reversed().first {
        value = last.value
      }
    }
    return names.joined(separator: ".")
  }
}
