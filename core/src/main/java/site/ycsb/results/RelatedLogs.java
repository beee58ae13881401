package site.ycsb.results;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import site.ycsb.config.UsageException;

/**
 * Whether logs are the clients of one run: one binding, one workload, and clients that ran at the
 * same time (several runs of one client may follow each other). Logs that are not (an Aerospike run
 * and a Cassandra calibration minutes later) are refused in one line, unless {@code --force}.
 */
final class RelatedLogs {
  private static final String FORCE = "; --force merges them anyway";
  /** The longest gap between clients' times that still counts as one run's. */
  static final long GAP_MS = 60_000;

  private RelatedLogs() {
  }

  static void check(List<LogReader> readers) {
    LogInfo a = readers.get(0).info();
    for (LogReader r : readers) {
      LogInfo b = r.info();
      same(a, b, "binding", a.meta().get("binding"), b.meta().get("binding"), "logs of one binding");
      same(a, b, "workload", a.meta().get("workload"), b.meta().get("workload"), "logs of one workload");
      same(a, b, "workload files", files(a), files(b), "logs of one workload");
    }
    overlapping(readers);
  }

  /** Both values, where both logs say: the same. */
  private static void same(LogInfo a, LogInfo b, String what, String x, String y, String expected) {
    if (x != null && y != null && !x.isEmpty() && !y.isEmpty() && !Objects.equals(x, y)) {
      throw new UsageException(a.file() + " is a " + what + " " + x + " log, " + b.file() + " a " + what + " " + y
          + " log; expected " + expected + FORCE);
    }
  }

  /** A log's workload files by name: clients on other machines name them by other paths. */
  private static String files(LogInfo l) {
    String f = l.meta().get("workload.files");
    return f == null ? null : f.replaceAll("[^,]*/", "");
  }

  /**
   * Each client's time (from its first log's start to its last log's end) overlaps the others': the
   * clients, in order of their start, leave no gap longer than {@link #GAP_MS} or one interval,
   * whichever is longer. Clients started by hand, or one after another on a busy machine, may begin a
   * little apart; unrelated runs (a run and a calibration of a study) are minutes apart.
   */
  private static void overlapping(List<LogReader> readers) {
    Map<String, long[]> spans = new LinkedHashMap<>();
    Map<String, LogInfo> files = new LinkedHashMap<>();
    for (LogReader r : readers) {
      long start = r.info().startMs();
      long end = r.lastTimeMs();
      for (String id : r.info().clientIds()) {
        long[] span = spans.computeIfAbsent(id, k -> new long[] {start, end});
        span[0] = Math.min(span[0], start);
        span[1] = Math.max(span[1], end);
        files.putIfAbsent(id, r.info());
      }
    }
    if (spans.size() < 2) {
      return;
    }
    List<String> ids = new ArrayList<>(spans.keySet());
    ids.sort(Comparator.comparingLong(id -> spans.get(id)[0]));
    long slack = Math.max(GAP_MS, readers.get(0).info().intervalMs());
    String latest = ids.get(0);
    for (String id : ids.subList(1, ids.size())) {
      long[] span = spans.get(id);
      long gap = span[0] - spans.get(latest)[1];
      if (gap > slack) {
        throw new UsageException(files.get(latest).file() + " (client " + latest + ") ends " + ago(gap) + " before "
            + files.get(id).file() + " (client " + id + ") starts; expected the clients of one run, at the same time"
            + FORCE);
      }
      if (span[1] > spans.get(latest)[1]) {
        latest = id;
      }
    }
  }

  private static String ago(long ms) {
    Duration d = Duration.ofMillis(ms);
    return d.toMinutes() > 0 ? String.format(java.util.Locale.ROOT, "%.1f minutes", ms / 60_000.0)
        : String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0);
  }
}
