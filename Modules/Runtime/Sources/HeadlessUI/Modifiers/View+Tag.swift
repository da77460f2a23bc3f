extension View {
  /// Gives this view the value a ``Picker`` selects when this option is chosen.
  ///
  /// ```swift
  /// Picker("Digest", selection: viewStore.$digest) {
  ///   Text("Daily").tag(Digest.daily)
  ///   Text("Weekly").tag(Digest.weekly)
  /// }
  /// ```
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}
