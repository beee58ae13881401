package site.ycsb.measurements;

import java.util.Map;
import java.util.TreeMap;
import site.ycsb.Status;

/** How many operations ended with each status, by status name. Not thread-safe. */
public final class StatusCounts {
  /**
   * Whether a result of this status is a failure: anything but a success ({@code OK}, and upstream's
   * {@code BATCHED_OK}, which {@link Status#isOk()} counts as one) and {@code NOT_FOUND} (a valid
   * answer). The one definition the report, the status line and the exit code share.
   */
  public static boolean isFailure(String statusName) {
    return !"OK".equals(statusName) && !"NOT_FOUND".equals(statusName) && !"BATCHED_OK".equals(statusName);
  }

  private long ok;
  private long notFound;
  private final Map<String, long[]> others = new TreeMap<>();

  void add(Status status) {
    if (status == Status.OK) {
      ok++;
    } else if (status == Status.NOT_FOUND) {
      notFound++;
    } else {
      addByName(status.getName(), 1);
    }
  }

  private void addByName(String name, long n) {
    if ("OK".equals(name)) {
      ok += n;
    } else if ("NOT_FOUND".equals(name)) {
      notFound += n;
    } else {
      others.computeIfAbsent(name, k -> new long[1])[0] += n;
    }
  }

  void addAll(StatusCounts other) {
    ok += other.ok;
    notFound += other.notFound;
    for (Map.Entry<String, long[]> e : other.others.entrySet()) {
      addByName(e.getKey(), e.getValue()[0]);
    }
  }

  void reset() {
    ok = 0;
    notFound = 0;
    others.values().forEach(c -> c[0] = 0);
  }

  public long total() {
    long t = ok + notFound;
    for (long[] c : others.values()) {
      t += c[0];
    }
    return t;
  }

  /** Results that are failures ({@link #isFailure}). */
  public long failed() {
    long n = 0;
    for (Map.Entry<String, long[]> e : others.entrySet()) {
      if (isFailure(e.getKey())) {
        n += e.getValue()[0];
      }
    }
    return n;
  }

  public long count(String statusName) {
    if ("OK".equals(statusName)) {
      return ok;
    }
    if ("NOT_FOUND".equals(statusName)) {
      return notFound;
    }
    long[] c = others.get(statusName);
    return c == null ? 0 : c[0];
  }

  /** Non-zero counts in report order: OK, then the other statuses by name. */
  public Map<String, Long> asMap() {
    Map<String, Long> out = new java.util.LinkedHashMap<>();
    if (ok > 0) {
      out.put("OK", ok);
    }
    TreeMap<String, Long> rest = new TreeMap<>();
    if (notFound > 0) {
      rest.put("NOT_FOUND", notFound);
    }
    others.forEach((k, v) -> {
      if (v[0] > 0) {
        rest.put(k, v[0]);
      }
    });
    out.putAll(rest);
    return out;
  }

  StatusCounts copy() {
    StatusCounts c = new StatusCounts();
    c.addAll(this);
    return c;
  }
}
