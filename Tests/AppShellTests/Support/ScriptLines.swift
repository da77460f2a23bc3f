/// Script lines several tests start from.
enum ScriptLines {
  /// Logs Blob in, on the preview dependencies, and waits for the home screen.
  static let logIn = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle",
  ]
}
