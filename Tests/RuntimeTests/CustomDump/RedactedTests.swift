import Foundation
import Runtime
import Testing

@Suite struct RedactedTests {
  static let secret = "hunter2-secret"

  @Test func everyRenderingHidesTheValue() {
    let login = DumpFixtures.Login()
    #expect(login.password.rawValue == Self.secret)
    var dumped = ""
    dump(login, to: &dumped)
    var printed = ""
    print(login, to: &printed)
    let renderings = [
      customDump(login), String(describing: login), String(reflecting: login), "\(login)",
      dumped, printed, String(describing: login.password), String(reflecting: login.password),
    ]
    for rendering in renderings {
      #expect(!rendering.contains("hunter"), "\(rendering)")
      #expect(rendering.contains("••••"), "\(rendering)")
    }
    #expect(Mirror(reflecting: login.password).children.isEmpty)
  }

  @Test func diffsOfSecretsRevealNothing() {
    var login = DumpFixtures.Login()
    login.password = "other-secret"
    #expect(diff(DumpFixtures.Login(), login) == nil)
    #expect(DumpFixtures.Login() != login)
  }

  @Test func lengthIsNotRevealed() {
    #expect(customDump(Redacted("a")) == customDump(Redacted(String(repeating: "a", count: 40))))
    #expect(customDump(Redacted(1234)) == "••••")
  }

  @Test func valueSemanticsAndCodable() throws {
    var code: Redacted<String> = "1234"
    #expect(code == Redacted("1234"))
    code.rawValue = "5678"
    #expect(code.rawValue == "5678")
    #expect(Set([code, Redacted("5678")]).count == 1)
    let data = try JSONEncoder().encode([code])
    #expect(String(decoding: data, as: UTF8.self) == #"["••••"]"#)
    let typed = try JSONDecoder().decode([Redacted<String>].self, from: Data(#"["5678"]"#.utf8))
    #expect(typed == [code])
  }
}
