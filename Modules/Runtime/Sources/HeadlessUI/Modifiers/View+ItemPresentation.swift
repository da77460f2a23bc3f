import Runtime

extension View {
  /// Presents a popover for `item` while it is non-`nil`; on a text screen it is a sheet.
  ///
  /// ```swift
  /// .popover(item: $store.scope(state: \.destination?.counter, action: \.destination.counter)) {
  ///   CounterView(store: $0)
  /// }
  /// ```
  public func popover<Item: Identifiable>(
    item: Binding<Item?>,
    @ViewBuilder content: @escaping @MainActor (Item) -> some View
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Covers the screen for `item` while it is non-`nil`; on a text screen it is a sheet.
  public func fullScreenCover<Item: Identifiable>(
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> some View
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Pushes the screen `destination` makes for `item` while it is non-`nil`; popping it sets
  /// `item` to `nil`.
  ///
  /// ```swift
  /// .navigationDestination(
  ///   item: $store.scope(state: \.destination?.detail, action: \.destination.detail)
  /// ) { store in
  ///   DetailView(store: store)
  /// }
  /// ```
  public func navigationDestination<Item, Destination: View>(
    item: Binding<Item?>,
    @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } }
    )
    return PushedView(
      content: self, isPresented: isPresented, destination: item.wrappedValue.map(destination))
  }

  /// Shows the alert of the store `item` holds; a button sends its action to that store, and
  /// ``ViewHost/dismiss()``, or a button with no action, sets `item` to `nil`.
  ///
  /// ```swift
  /// .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    presenting(item, onDismiss: nil) { store, dismiss in
      DialogView(
        kind: .alert, store: store.scope(state: DialogContent.init, action: { $0 }),
        dismiss: dismiss)
    }
  }

  /// Shows the confirmation dialog of the store `item` holds; a button sends its action to that
  /// store, and ``ViewHost/dismiss()``, or a button with no action, sets `item` to `nil`.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    presenting(item, onDismiss: nil) { store, dismiss in
      DialogView(
        kind: .confirmationDialog, store: store.scope(state: DialogContent.init, action: { $0 }),
        dismiss: dismiss)
    }
  }
}
