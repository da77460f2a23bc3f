/// A field of a view's own state that stays bound to a ``BindingState`` field of the store.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var enableNotifications: Bool
///
///   init(bindingViewStore: BindingViewStore<SettingsFeature.State>) {
///     self._enableNotifications = bindingViewStore.$enableNotifications
///   }
/// }
/// ```
@propertyWrapper
public struct BindingViewState<Value> {
  /// The value when the view state was made.
  public let wrappedValue: Value
  private let binding: Binding<Value>

  init(wrappedValue: Value, binding: Binding<Value>) {
    self.wrappedValue = wrappedValue
    self.binding = binding
  }

  /// The binding that writes through to the store.
  public var projectedValue: Binding<Value> { binding }
}

extension BindingViewState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension BindingViewState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}
