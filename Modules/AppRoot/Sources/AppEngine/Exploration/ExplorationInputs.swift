/// The texts exploration types into fields: nothing, a long text, non-ASCII text, and the
/// values the app's preview clients accept (a demo account's email and password).
struct ExplorationInputs {
  /// Every text, in a fixed order, so that a seed picks the same one every run.
  let texts: [String]

  /// The fixed texts followed by `accepted`, without repeats.
  init(accepted: [String]) {
    var texts = ["", String(repeating: "long text ", count: 30), "Zürich 東京 ☔️ مرحبا"]
    for text in accepted where !texts.contains(text) { texts.append(text) }
    self.texts = texts
  }
}
