package site.ycsb.measurements;

/**
 * One thread's raw samples (operation, end time, latency), in fixed-size chunks handed to a
 * {@link RawSampleSink} when full: nothing is kept in memory beyond a few chunks in flight.
 */
final class RawSampleBuffer {
  static final int CHUNK = 4096;
  private final RawSampleSink sink;
  private long[] chunk;
  private int used;

  RawSampleBuffer(RawSampleSink sink) {
    this.sink = sink;
    this.chunk = sink.freshChunk();
  }

  void add(Op op, long endNanos, long latencyUs) {
    long[] c = chunk;
    int i = used * 3;
    c[i] = op.ordinal();
    c[i + 1] = endNanos;
    c[i + 2] = latencyUs;
    if (++used == CHUNK) {
      flush();
    }
  }

  /** Hands over what is buffered; safe only from the owning thread or after it stopped. */
  void flush() {
    if (used > 0) {
      sink.accept(chunk, used);
      chunk = sink.freshChunk();
      used = 0;
    }
  }
}
