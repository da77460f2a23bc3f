/// Values that flow from a view down to everything inside it.
struct ViewEnvironment: Equatable {
  /// Whether controls can be driven; `.disabled(true)` turns it off for a whole subtree.
  var isEnabled = true
  /// The font set with `.font(_:)`.
  var font: Font?
  /// The color set with `.foregroundColor(_:)`.
  var foregroundColor: Color?
}
