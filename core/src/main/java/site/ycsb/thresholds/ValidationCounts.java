package site.ycsb.thresholds;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.measurements.MetricNames;
import site.ycsb.validation.ReadClass;

/**
 * The validated reads of a span (a run, a stage, an interval) by class, read from the status counts
 * of the {@link MetricNames#VALIDATION} pseudo-operation: the one definition of Checked (the sum of
 * the six classes), anomalies (the sum of the alarm classes) and a class's share (over Checked) that
 * every report, the live metrics and the thresholds use (docs/numbers.md).
 */
public final class ValidationCounts {
  /** The figure every class's count is the part of. */
  public static final String CHECKED = "Checked";
  /** The figure of the alarm classes together. */
  public static final String ANOMALIES = "Anomalies";
  private static final ValidationCounts NONE = new ValidationCounts(new long[ReadClass.values().length]);

  private final long[] counts;

  private ValidationCounts(long[] counts) {
    this.counts = counts;
  }

  /** The counts in results per status by operation (a report's or an interval's status counts). */
  public static ValidationCounts of(Map<String, Map<String, Long>> statusCounts) {
    Map<String, Long> v = statusCounts.get(MetricNames.VALIDATION);
    return v == null ? NONE : ofStatuses(v);
  }

  /** The counts in the VALIDATION pseudo-operation's results by status name ({@code STALE=3}). */
  public static ValidationCounts ofStatuses(Map<String, Long> byStatus) {
    long[] c = new long[ReadClass.values().length];
    for (ReadClass rc : ReadClass.values()) {
      c[rc.ordinal()] = byStatus.getOrDefault(rc.status().getName(), 0L);
    }
    return new ValidationCounts(c);
  }

  /** These counts and {@code other}'s together (two windows, two clients). */
  public ValidationCounts plus(ValidationCounts other) {
    long[] c = counts.clone();
    for (int i = 0; i < c.length; i++) {
      c[i] += other.counts[i];
    }
    return new ValidationCounts(c);
  }

  /** No validated read: the sum of nothing. */
  public static ValidationCounts none() {
    return NONE;
  }

  public long count(ReadClass c) {
    return counts[c.ordinal()];
  }

  /** Validated reads of every class (a scan counts each row it checks). */
  public long checked() {
    long n = 0;
    for (long c : counts) {
      n += c;
    }
    return n;
  }

  /** Reads in the classes that mean the data was wrong ({@link ReadClass#anomaly()}). */
  public long anomalies() {
    long n = 0;
    for (ReadClass c : ReadClass.values()) {
      n += c.anomaly() ? counts[c.ordinal()] : 0;
    }
    return n;
  }

  /** A class's count over Checked, 0 to 1; NaN when nothing was checked. */
  public double share(ReadClass c) {
    long all = checked();
    return all == 0 ? Double.NaN : (double) count(c) / all;
  }

  /** Whether the span validated nothing (a run without {@code validation=true}, or no reads yet). */
  public boolean isEmpty() {
    return checked() == 0;
  }

  /** Checked, then each class under its report name, zeros included: the text report's lines. */
  public Map<String, Long> byLabel() {
    Map<String, Long> out = new LinkedHashMap<>();
    out.put(CHECKED, checked());
    for (ReadClass c : ReadClass.values()) {
      out.put(c.label(), count(c));
    }
    return out;
  }
}
