package site.ycsb.results;

import java.nio.file.Path;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/** Interval logs for tests outside this package (the command line's), written with {@link TestLog}. */
public final class TestLogs {
  private TestLogs() {
  }

  /**
   * A seeded run of 60 ten-second windows of READs: about 200 per window (5% noise) times {@code
   * throughput}, log-normal latencies around 1 ms (sigma 0.3) times {@code latency}.
   */
  public static Path noisyRun(Path file, String client, double latency, double throughput, long seed)
      throws Exception {
    return noisyRun(file, client, latency, throughput, seed, 0);
  }

  /** As {@link #noisyRun(Path, String, double, double, long)}, marked as repetition {@code repeat} (0: none). */
  public static Path noisyRun(Path file, String client, double latency, double throughput, long seed, int repeat)
      throws Exception {
    SplittableRandom rng = new SplittableRandom(seed);
    TestLog log = TestLog.client(client, 1_700_000_000_000L + seed * 3_600_000L);
    if (repeat > 0) {
      log.meta(Repetitions.META, Integer.toString(repeat));
    }
    int windows = 60;
    for (int w = 0; w < windows; w++) {
      long n = Math.round(200 * throughput * (1 + 0.05 * rng.nextGaussian()));
      Histogram h = TestLog.histogram(3);
      for (long i = 0; i < n; i++) {
        h.recordValue(Math.round(latency * 1000 * Math.exp(0.3 * rng.nextGaussian())));
      }
      log.interval(w * 10_000L, 10_000, false, TestLog.metrics("READ", h), TestLog.statuses("READ", "OK", n));
    }
    return log.end(windows * 10_000L, windows * 200L).write(file);
  }
}
