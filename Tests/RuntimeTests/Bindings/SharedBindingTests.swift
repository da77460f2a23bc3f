import RuntimeTesting
import Testing

@MainActor
@Suite struct SharedBindingTests {
  private struct Settings: Equatable {
    var displayName = "Blob"
    var isSoundEnabled = false
  }

  /// A binding made from a shared value reads what every holder sees and writes through to all.
  @Test func aBindingReadsAndWritesTheSharedValue() {
    let isSoundEnabled = Shared(value: false)
    let holder = isSoundEnabled
    let binding = Binding(isSoundEnabled)
    #expect(binding.wrappedValue == false)
    binding.wrappedValue = true
    #expect(holder.wrappedValue == true)
    holder.withLock { $0 = false }
    #expect(binding.wrappedValue == false)
  }

  /// A binding made from a shared part of a value changes that part only.
  @Test func aBindingToASharedPartChangesThatPart() {
    let settings = Shared(value: Settings())
    let displayName = Binding(settings.displayName)
    displayName.wrappedValue = "Blob Jr."
    #expect(settings.wrappedValue == Settings(displayName: "Blob Jr.", isSoundEnabled: false))
  }
}
