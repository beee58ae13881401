package site.ycsb.measurements;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Collects full chunks of raw samples from the worker threads (lock-free queue) and writes them,
 * from the reporter thread, as upstream's raw lines {@code OPERATION,timestamp(ms),latency(us)}.
 * Chunks are recycled, so memory stays bounded by what the writer has not yet drained.
 */
final class RawSampleSink implements AutoCloseable {
  private final ConcurrentLinkedQueue<long[]> full = new ConcurrentLinkedQueue<>();
  private final ConcurrentLinkedQueue<long[]> spare = new ConcurrentLinkedQueue<>();
  private final BufferedWriter out;
  private final boolean closeOut;
  private final long epochMillisAtNanoZero;

  RawSampleSink(Writer out, boolean closeOut) {
    this.out = new BufferedWriter(out, 1 << 16);
    this.closeOut = closeOut;
    this.epochMillisAtNanoZero = System.currentTimeMillis() - System.nanoTime() / 1_000_000;
    try {
      this.out.write("operation,timestamp(ms),latency(us)");
      this.out.newLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  long[] freshChunk() {
    long[] c = spare.poll();
    return c != null ? c : new long[RawSampleBuffer.CHUNK * 3];
  }

  void accept(long[] chunk, int used) {
    if (used < RawSampleBuffer.CHUNK) {
      chunk[chunk.length - 1] = -1 - used; // mark a partial chunk; latency slots are never negative
    }
    full.add(chunk);
  }

  /** Writes every queued chunk; reporter thread only. */
  void drain() throws IOException {
    long[] c;
    Op[] ops = Op.values();
    StringBuilder line = new StringBuilder(64);
    while ((c = full.poll()) != null) {
      long last = c[c.length - 1];
      int used = last < 0 ? (int) (-1 - last) : RawSampleBuffer.CHUNK;
      for (int i = 0; i < used; i++) {
        line.setLength(0);
        line.append(ops[(int) c[i * 3]].metricName()).append(',')
            .append(epochMillisAtNanoZero + c[i * 3 + 1] / 1_000_000).append(',')
            .append(c[i * 3 + 2]);
        out.write(line.toString());
        out.newLine();
      }
      spare.add(c);
    }
    out.flush();
  }

  @Override
  public void close() throws IOException {
    drain();
    if (closeOut) {
      out.close();
    }
  }
}
