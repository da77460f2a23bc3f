import Runtime

/// The observers a view body registered on the store trees it read from; cancelled or released,
/// it removes them.
@MainActor
final class StateObservation {
  private var registrations: [(host: any StoreHost, id: Int)] = []

  func add(host: any StoreHost, id: Int) {
    registrations.append((host, id))
  }

  func cancel() {
    for registration in registrations { registration.host.removeObserver(registration.id) }
    registrations = []
  }

  isolated deinit {
    cancel()
  }
}
