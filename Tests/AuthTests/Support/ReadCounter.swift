/// Counts reads of ``CountingBytes`` elements.
final class ReadCounter {
  var count = 0
}
