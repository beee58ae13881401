package site.ycsb.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;

/**
 * Runs with known latencies for the report tests: one client, {@code windows} intervals of 10 s
 * from a 10 s boundary, the first two in warm-up, READ (8% NOT_FOUND) and UPDATE, an event in the
 * middle. Latencies are {@code scale} times a fixed pattern, so a run with twice the scale is twice
 * as slow at every percentile.
 */
final class ReportFixture {
  static final long T0 = 1_800_000_000_000L;
  static final int WARMUP_WINDOWS = 2;

  private ReportFixture() {
  }

  /** The READ latencies (us) of window {@code w}: 100 values, one of them a spike. */
  static long[] reads(int w, double scale) {
    long[] v = new long[100];
    for (int i = 0; i < v.length; i++) {
      v[i] = Math.round(scale * (100 + (i * 37 + w * 11) % 400 + (i == 99 ? 20_000 : 0)));
    }
    return v;
  }

  static long[] updates(int w, double scale) {
    long[] v = new long[20];
    for (int i = 0; i < v.length; i++) {
      v[i] = Math.round(scale * (300 + (i * 53 + w * 7) % 600));
    }
    return v;
  }

  static Path write(Path file, String client, int windows, double scale, String... properties) throws Exception {
    TestLog log = TestLog.client(client, T0).meta("warmup.seconds", Integer.toString(10 * WARMUP_WINDOWS));
    for (int i = 0; i + 1 < properties.length; i += 2) {
      log.property(properties[i], properties[i + 1]);
    }
    for (int w = 0; w < windows; w++) {
      if (w == windows / 2) {
        log.line(String.format(java.util.Locale.ROOT,
            "#[event id=1 state=started time=%d.500 when=50%% output=/tmp/e.out command=nodetool drain]", w * 10));
      }
      Histogram ok = new Histogram(3);
      Histogram nf = new Histogram(3);
      long[] r = reads(w, scale);
      for (int i = 0; i < r.length; i++) {
        (i % 12 == 0 ? nf : ok).recordValue(r[i]);
      }
      Histogram comb = ok.copy();
      comb.add(nf);
      Histogram upd = TestLog.histogram(3, updates(w, scale));
      Map<String, Map<String, Long>> statuses = new java.util.LinkedHashMap<>();
      statuses.putAll(TestLog.statuses("READ", "OK", ok.getTotalCount(), "NOT_FOUND", nf.getTotalCount()));
      statuses.putAll(TestLog.statuses("UPDATE", "OK", upd.getTotalCount()));
      log.interval(w * 10_000L, 10_000, w < WARMUP_WINDOWS, TestLog.metrics("READ", ok, "READ-COMB", comb,
          "READ-NOT_FOUND", nf, "UPDATE", upd, "UPDATE-COMB", upd), statuses);
    }
    log.line(String.format(java.util.Locale.ROOT, "#[event id=1 state=ended time=%d.000 exit=0]", windows * 10 - 1));
    return log.end(windows * 10_000L, windows * 120L).write(file);
  }

  /** Every READ-COMB value after warm-up, in one histogram: what the table must show. */
  static Histogram measuredReads(int windows, double scale) {
    Histogram h = new Histogram(3);
    for (int w = WARMUP_WINDOWS; w < windows; w++) {
      for (long v : reads(w, scale)) {
        h.recordValue(v);
      }
    }
    return h;
  }

  static RunData load(String label, Path file, java.util.function.Predicate<String> series) {
    try (LogSet set = LogSet.open(List.of(file.toString()), null)) {
      return RunData.load(label, set, new Properties(), k -> k.contains("password"), series, null, null);
    }
  }

  /**
   * A resilience run: {@code windows} windows of 10 s at a steady 100 reads and 100 updates per
   * window, a server stopped by an event at window {@code from} and started again at {@code to}; in
   * between every operation fails fast with TIMEOUT (reads) or UNAVAILABLE (updates), three times
   * as many per window as succeeded before, so a throughput of every result would rise at the stop.
   */
  static Path writeOutage(Path file, String client, int windows, int from, int to) throws Exception {
    TestLog log = TestLog.client(client, T0);
    for (int w = 0; w < windows; w++) {
      if (w == from || w == to) {
        int id = w == from ? 1 : 2;
        String command = w == from ? "bin/local-cassandra stop" : "bin/local-cassandra start";
        log.line(String.format(java.util.Locale.ROOT, "#[event id=%d state=started time=%d.000 when=%ds"
            + " output=/tmp/e.out command=%s]", id, w * 10, w * 10, command));
        log.line(String.format(java.util.Locale.ROOT, "#[event id=%d state=ended time=%d.500 exit=0]", id, w * 10));
      }
      boolean down = w >= from && w < to;
      Histogram ok = TestLog.histogram(3);
      Histogram failed = TestLog.histogram(3);
      if (down) {
        failed.recordValueWithCount(50, 300);
      } else {
        ok.recordValueWithCount(400, 100);
      }
      Map<String, Map<String, Long>> statuses = new java.util.LinkedHashMap<>();
      statuses.putAll(down ? TestLog.statuses("READ", "TIMEOUT", 300L) : TestLog.statuses("READ", "OK", 100L));
      statuses.putAll(down ? TestLog.statuses("UPDATE", "UNAVAILABLE", 300L) : TestLog.statuses("UPDATE", "OK", 100L));
      log.interval(w * 10_000L, 10_000, false, down
          ? TestLog.metrics("READ-FAILED", failed, "UPDATE-FAILED", failed)
          : TestLog.metrics("READ", ok, "READ-COMB", ok, "UPDATE", ok, "UPDATE-COMB", ok), statuses);
    }
    return log.end(windows * 10_000L, windows * 200L).write(file);
  }
}
