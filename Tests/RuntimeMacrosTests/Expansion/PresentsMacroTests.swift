import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct PresentsMacroTests {
  @Test func wrapsTheDestinationInPresentationState() {
    assertExpansion(
      of: #"""
        struct State {
          @Presents public var destination: Destination.State?
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          public var destination: Destination.State? {
              @storageRestrictions(initializes: _destination)
              init(initialValue) {
                _destination = Runtime.PresentationState(wrappedValue: initialValue)
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.destination)
                return _destination.wrappedValue
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, Runtime._$isIdentityEqual)
              }
          }

          public var $destination: Runtime.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, Runtime._$isIdentityEqual)
            }
          }

          private var _destination = Runtime.PresentationState<Destination.State>(wrappedValue: nil)
        }
        """#
    )
  }

  @Test func diagnosesANonOptionalType() {
    assertExpansion(
      of: #"""
        struct State {
          @Presents var destination: Destination.State
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          var destination: Destination.State
        }
        """#,
      diagnostics: [
        "2:14: error: '@Presents' needs an optional type, such as 'Destination.State?'"
      ]
    )
  }
}
