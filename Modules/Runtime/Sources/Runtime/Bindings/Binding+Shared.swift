extension Binding where Value: Sendable {
  /// A binding that reads and writes a shared value, for a control that changes it directly.
  ///
  /// ```swift
  /// Toggle("Sound", isOn: Binding($isSoundEnabled))
  /// ```
  nonisolated public init(_ shared: Shared<Value>) {
    self.init(
      get: { shared.wrappedValue },
      set: { newValue in shared.withLock { $0 = newValue } }
    )
  }
}
