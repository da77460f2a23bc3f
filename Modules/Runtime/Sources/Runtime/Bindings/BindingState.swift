/// Marks a state field that a view may write directly through a binding.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var displayName = ""
///   var isLoading = false   // not bindable: the view can only read it
/// }
/// ```
///
/// Bind it from a view with `viewStore.$displayName`; the write arrives as
/// `.binding(.set(\.$displayName, newValue))` and ``BindingReducer`` applies it.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Creates bindable state.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$field` key paths reach it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Codable where Value: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

/// Lets code that only has a type ask whether it is a ``BindingState``.
protocol BindingStateProtocol {}

extension BindingState: BindingStateProtocol {}
