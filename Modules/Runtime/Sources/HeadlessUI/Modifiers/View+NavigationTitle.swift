extension View {
  /// Sets the title that the enclosing ``NavigationStack`` shows: `== Search ==`.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List { ... }
  ///     .navigationTitle("Search")
  /// }
  /// ```
  public func navigationTitle(_ title: String) -> some View {
    NodeView(kind: .navigationTitle, label: title, content: self)
  }
}
