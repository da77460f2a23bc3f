import HeadlessUI
import Runtime

/// One day of a favorite's forecast, with a "Next day" button while there is one.
///
/// ```swift
/// DayDetailView(store: dayStore)
/// ```
public struct DayDetailView: View {
  private let store: StoreOf<DayDetailFeature>

  /// Creates the view of `store`.
  public init(store: StoreOf<DayDetailFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Section("\(viewStore.title), day \(viewStore.day + 1)") {
        Text(viewStore.summary ?? "No forecast for this day")
        if viewStore.hasNextDay {
          Button("Next day") { viewStore.send(.nextDayTapped) }
        }
      }
    }
  }
}
