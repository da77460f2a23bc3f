import AppEngine
import Auth
import Runtime

/// What the prompt prints when it starts: the app, its dependencies and how to get help; and,
/// when the preview dependencies publish the demo accounts' secrets, how to log in to each.
///
/// ```swift
/// PromptBanner.text(for: .showcase, mode: .preview)
/// // app 1.0.0 with the preview dependencies. Type 'help' for the commands, 'quit' to leave.
/// // Demo accounts: blob@example.com / correct-horse; blob.jr@example.com / battery-staple, then code 1234.
/// ```
enum PromptBanner {
  /// The banner of `definition`'s prompt with the `mode` dependencies.
  static func text<R: Reducer>(for definition: AppDefinition<R>, mode: DependencyMode) -> String {
    let header =
      "\(definition.name) \(definition.version) with the \(mode.rawValue) dependencies."
      + " Type 'help' for the commands, 'quit' to leave."
    guard mode == .preview else { return header }
    let published = definition.testSource.previewSecrets
    let accounts = DemoAccount.all.filter { account in
      secrets(of: account).allSatisfy(published.contains)
    }
    guard !accounts.isEmpty else { return header }
    let logins = accounts.map { account in
      "\(account.user.email) / \(account.password.rawValue)"
        + (account.twoFactorCode.map { ", then code \($0.rawValue)" } ?? "")
    }
    return header + "\nDemo accounts: " + logins.joined(separator: "; ") + "."
  }

  /// The password and two-factor code of `account`.
  private static func secrets(of account: DemoAccount) -> [String] {
    [account.password.rawValue] + (account.twoFactorCode.map { [$0.rawValue] } ?? [])
  }
}
