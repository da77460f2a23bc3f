/// A type that is dumped as another value.
///
/// Property-wrapper and container types adopt it so that a dump shows their content rather
/// than their storage:
///
/// ```swift
/// extension BindingState: CustomDumpRepresentable {
///   public var customDumpValue: Any { wrappedValue }
/// }
/// ```
public protocol CustomDumpRepresentable {
  /// The value to dump in place of this one.
  var customDumpValue: Any { get }
}
