extension Effect {
  /// Gives this effect's asynchronous work a ``DismissEffect`` that calls `dismiss` with the
  /// effect's sender.
  func providingDismiss(
    _ dismiss: @escaping @MainActor @Sendable (Send<Action>) -> Void
  ) -> Self {
    transformingRuns { body in
      { send in
        var values = DependencyValues.current
        values.dismiss = DismissEffect { dismiss(send) }
        await DependencyValues.$taskLocal.withValue(values) { await body(send) }
      }
    }
  }
}
