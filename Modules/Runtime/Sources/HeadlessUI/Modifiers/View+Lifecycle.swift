extension View {
  /// Calls `action` when this view appears on screen.
  ///
  /// ```swift
  /// Form { ... }
  ///   .onAppear { viewStore.send(.onAppear) }
  /// ```
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, event: .appear(action))
  }

  /// Calls `action` when this view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, event: .disappear(action))
  }

  /// Runs `action` while this view is on screen: it starts when the view appears and is
  /// cancelled when the view disappears.
  ///
  /// ```swift
  /// List { ... }
  ///   .task { await viewStore.send(.task).finish() }
  /// ```
  ///
  /// It runs with the ``ViewHost``'s dependencies, so waits on `@Dependency(\.continuousClock)`
  /// follow a `TestClock` installed there.
  public func task(
    priority: TaskPriority? = nil,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, event: .task(id: true, priority: priority, action))
  }

  /// Runs `action` while this view is on screen, and restarts it whenever `id` changes: the
  /// running task is cancelled, then a new one starts.
  ///
  /// ```swift
  /// List { ... }
  ///   .task(id: viewStore.searchQuery) {
  ///     await viewStore.send(.searchQueryChangeDebounced).finish()
  ///   }
  /// ```
  public func task<ID: Equatable>(
    id: ID,
    priority: TaskPriority? = nil,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, event: .task(id: id, priority: priority, action))
  }
}
