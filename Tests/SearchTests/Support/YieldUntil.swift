import Runtime

/// Lets other tasks run until `condition` holds, a bounded number of times; returns whether it
/// holds, so a test does not depend on how soon woken tasks run on a busy machine.
@MainActor
func yield(until condition: () -> Bool) async -> Bool {
  for _ in 0..<500 where !condition() {
    await Task.megaYield()
  }
  return condition()
}
