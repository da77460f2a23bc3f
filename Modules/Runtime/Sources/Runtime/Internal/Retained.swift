/// A value kept behind a reference: an operator keeps the reducers it was built from this way,
/// so that copying the operator, which an action may do at every level, copies one pointer
/// instead of every reducer below it. Only the tree and the tracer read the value.
final class Retained<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
