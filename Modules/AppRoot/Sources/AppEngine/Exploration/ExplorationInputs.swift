import Runtime

/// The texts exploration types into fields: nothing, a long text, non-ASCII text, and the
/// texts the app's preview clients accept in a field with that label (a demo account's email
/// in "Email").
struct ExplorationInputs {
  /// What any field may get.
  static let anyField = ["", String(repeating: "long text ", count: 30), "Zürich 東京 ☔️ مرحبا"]

  /// The texts accepted, by the label of the field.
  let accepted: [String: [String]]

  /// A text for the field labelled `label`: one it accepts half the time when it has some,
  /// otherwise one of ``anyField``.
  func text(for label: String, using random: inout SplitMix64) -> String {
    let roll = random.next()
    guard let accepted = accepted[label], !accepted.isEmpty, roll % 2 == 0 else {
      return Self.anyField[Int(roll / 2 % UInt64(Self.anyField.count))]
    }
    return accepted[Int(roll / 2 % UInt64(accepted.count))]
  }
}
