import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ObservationStateTrackedMacroTests {
  @Test func keepsTheValueInPrivateStorageAndGoesThroughTheRegistrar() {
    assertExpansion(
      of: #"""
        struct State {
          @ObservationStateTracked var items: [Item] = []
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          var items: [Item] {
              @storageRestrictions(initializes: _items)
              init(initialValue) {
                _items = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.items)
                return _items
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.items, &_items, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.items, &_items)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.items, &_items, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_items
              }
          }

          private var _items: [Item] = []
        }
        """#
    )
  }
}
