import HeadlessUI
import Testing

private struct Signup: View {
  var isLocked = true
  @State var isPresented = true

  var body: some View {
    Button("Sign up") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        SignupStep(isLocked: isLocked)
      }
  }
}

private struct SignupStep: View {
  let isLocked: Bool
  @Environment(\.dismiss) var dismiss

  var body: some View {
    NavigationStack {
      Button("Done") { dismiss() }
        .navigationTitle("Topics")
    }
    .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
    .interactiveDismissDisabled(isLocked)
  }
}

@MainActor
@Suite struct SheetDismissTests {
  @Test func aSheetThatDisablesInteractiveDismissStaysWhenDismissedByHand() {
    let host = ViewHost(Signup())
    #expect {
      try host.dismiss()
    } throws: { error in
      let error = error as? ViewHostError
      return error?.reason == .dismissDisabled
        && error?.description
          == "The sheet on top cannot be dismissed by hand: it is interactiveDismissDisabled."
    }
    #expect(host.screen == "(Sign up)\n[sheet]\n  == Topics ==\n  (Done)")
  }

  @Test func itsOwnDismissActionStillDismissesIt() throws {
    let host = ViewHost(Signup())
    try host.tap("Done")
    #expect(host.screen == "(Sign up)")
  }

  @Test func aSheetThatAllowsInteractiveDismissIsDismissedByHand() throws {
    let host = ViewHost(Signup(isLocked: false))
    try host.dismiss()
    #expect(host.screen == "(Sign up)")
  }
}
