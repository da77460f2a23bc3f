import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ObservationStateIgnoredMacroTests {
  @Test func leavesThePropertyAsWritten() {
    assertExpansion(
      of: """
        struct State {
          @ObservationStateIgnored
          var cache: [Int] = []
        }
        """,
      macros: ["ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self)],
      is: """
        struct State {
          var cache: [Int] = []
        }
        """
    )
  }
}
