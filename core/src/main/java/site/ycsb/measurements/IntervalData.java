package site.ycsb.measurements;

import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.IntCountsHistogram;

/**
 * What one thread recorded in one interval: a histogram per (operation, kind) and the status
 * counts per operation. Histograms are created on first use, so a thread pays only for the
 * metrics it records, and count in ints, half the memory of longs: a thread's interval is at most
 * one reporter tick (a second), far from 2^31 operations. Written by its thread only; read by the
 * reporter after a phase flip.
 */
final class IntervalData {
  /** Slot kinds within an operation. */
  static final int BASE = 0;
  static final int COMB = 1;
  static final int FAILED = 2;
  static final int KINDS = 3;
  /** Offset of the intended-latency slots. */
  static final int INTENDED = KINDS;
  static final int SLOTS = 2 * KINDS;

  private final int significantDigits;
  final AbstractHistogram[] fixed = new AbstractHistogram[Op.values().length * SLOTS];
  /** Per-error metrics ("READ-TIMEOUT"): per op, status name -> histogram (op, then intended). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  final Map<String, AbstractHistogram>[] perError = new Map[Op.values().length * 2];
  final StatusCounts[] statuses = new StatusCounts[Op.values().length];
  /** Metrics recorded by name through upstream's Measurements API (made on first use). */
  Map<String, AbstractHistogram> named;
  Map<String, StatusCounts> namedStatuses;

  IntervalData(int significantDigits) {
    this.significantDigits = significantDigits;
    for (int i = 0; i < statuses.length; i++) {
      statuses[i] = new StatusCounts();
    }
  }

  AbstractHistogram fixed(int index) {
    AbstractHistogram h = fixed[index];
    if (h == null) {
      h = new IntCountsHistogram(significantDigits);
      fixed[index] = h;
    }
    return h;
  }

  AbstractHistogram perError(int op, boolean intended, String statusName) {
    int i = op * 2 + (intended ? 1 : 0);
    Map<String, AbstractHistogram> m = perError[i];
    if (m == null) {
      m = new HashMap<>();
      perError[i] = m;
    }
    AbstractHistogram h = m.get(statusName);
    if (h == null) {
      h = new IntCountsHistogram(significantDigits);
      m.put(statusName, h);
    }
    return h;
  }

  AbstractHistogram named(String metric) {
    if (named == null) {
      named = new HashMap<>();
    }
    AbstractHistogram h = named.get(metric);
    if (h == null) {
      h = new IntCountsHistogram(significantDigits);
      named.put(metric, h);
    }
    return h;
  }

  StatusCounts namedStatuses(String metric) {
    if (namedStatuses == null) {
      namedStatuses = new HashMap<>();
    }
    return namedStatuses.computeIfAbsent(metric, k -> new StatusCounts());
  }

  void reset() {
    for (AbstractHistogram h : fixed) {
      if (h != null) {
        h.reset();
      }
    }
    for (Map<String, AbstractHistogram> m : perError) {
      if (m != null) {
        m.values().forEach(AbstractHistogram::reset);
      }
    }
    for (StatusCounts s : statuses) {
      s.reset();
    }
    if (named != null) {
      named.values().forEach(AbstractHistogram::reset);
    }
    if (namedStatuses != null) {
      namedStatuses.values().forEach(StatusCounts::reset);
    }
  }
}
