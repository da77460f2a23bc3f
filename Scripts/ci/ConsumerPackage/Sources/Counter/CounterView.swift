import ComposableArchitecture
import SwiftUI

public struct CounterView: View {
  let store: StoreOf<CounterFeature>
  public init(store: StoreOf<CounterFeature>) { self.store = store }
  public var body: some View {
    VStack {
      Text("\(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
