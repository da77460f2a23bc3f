/// `Never` is the body of the views that the renderer draws itself.
extension Never: View {
  /// Never called: there is no value of `Never`.
  public var body: Never {
    self
  }
}
