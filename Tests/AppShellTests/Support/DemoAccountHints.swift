import Auth

/// `text` without the login screen's hint, which lists the demo accounts' passwords on
/// purpose; what is left must show no secret.
func withoutDemoAccountHints(_ text: String) -> String {
  DemoAccount.all.reduce(text) { $0.replacingOccurrences(of: $1.hint, with: "") }
}
