/// A read-write reference to a value owned elsewhere, used by controls such as toggles and
/// text fields.
///
/// ```swift
/// Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  nonisolated public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    self.read = get
    self.write = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Self {
    Self(get: { value }, set: { _ in })
  }

  /// The current value; setting it writes through.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Self { self }

  /// A binding to a property of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member>
  {
    Binding<Member>(
      get: { read()[keyPath: keyPath] },
      set: { member in
        var value = read()
        value[keyPath: keyPath] = member
        write(value)
      }
    )
  }
}
