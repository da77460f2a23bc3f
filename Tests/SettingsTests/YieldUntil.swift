/// Yields until `condition` holds (or a bounded number of times), so that a test does not
/// depend on how soon woken or started tasks get to run while other tests run in parallel.
@MainActor
func yield(until condition: () -> Bool) async {
  var attempts = 0
  while !condition(), attempts < 10_000 {
    attempts += 1
    await Task.yield()
  }
}
