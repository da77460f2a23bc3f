/// The name of the case an enum value holds, used to tell when a ``SwitchStore`` changes case.
func caseName<Value>(of value: Value) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let label = mirror.children.first?.label else {
    return String(describing: value)
  }
  return label
}
