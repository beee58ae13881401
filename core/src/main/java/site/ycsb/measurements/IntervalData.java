package site.ycsb.measurements;

import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;

/**
 * What one thread recorded in one interval: the latencies per (operation, kind) in a {@link
 * LatencyBuffer} each, and the status counts per operation. Buffers are created on first use, so a
 * thread pays only for the metrics it records. Written by its thread only; read by the reporter
 * after a phase flip.
 */
final class IntervalData {
  /** Slot kinds within an operation. */
  static final int BASE = 0;
  static final int COMB = 1;
  static final int FAILED = 2;
  /** NOT_FOUND results: a valid answer, so neither the operation's OK nor its FAILED metric. */
  static final int NOT_FOUND = 3;
  static final int KINDS = 4;
  /** Offset of the intended-latency slots. */
  static final int INTENDED = KINDS;
  static final int SLOTS = 2 * KINDS;

  private final int significantDigits;
  final LatencyBuffer[] fixed = new LatencyBuffer[Op.values().length * SLOTS];
  /** A fixed slot's histogram once its buffer has one: a busy thread records there directly. */
  private final AbstractHistogram[] fixedHistograms = new AbstractHistogram[fixed.length];
  /** Per-error metrics ("READ-TIMEOUT"): per op, status name -> latencies (op, then intended). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  final Map<String, LatencyBuffer>[] perError = new Map[Op.values().length * 2];
  final StatusCounts[] statuses = new StatusCounts[Op.values().length];
  /** Metrics recorded by name through upstream's Measurements API (made on first use). */
  Map<String, LatencyBuffer> named;
  Map<String, StatusCounts> namedStatuses;

  IntervalData(int significantDigits) {
    this.significantDigits = significantDigits;
    for (int i = 0; i < statuses.length; i++) {
      statuses[i] = new StatusCounts();
    }
  }

  /** Records into a fixed slot: straight into its histogram once it has one, else into its buffer. */
  void recordFixed(int index, long valueUs) {
    AbstractHistogram h = fixedHistograms[index];
    if (h != null) {
      h.recordValue(valueUs);
    } else {
      fixedHistograms[index] = fixed(index).recordAndGetHistogram(valueUs);
    }
  }

  LatencyBuffer fixed(int index) {
    LatencyBuffer h = fixed[index];
    if (h == null) {
      h = new LatencyBuffer(significantDigits);
      fixed[index] = h;
    }
    return h;
  }

  LatencyBuffer perError(int op, boolean intended, String statusName) {
    int i = op * 2 + (intended ? 1 : 0);
    Map<String, LatencyBuffer> m = perError[i];
    if (m == null) {
      m = new HashMap<>();
      perError[i] = m;
    }
    LatencyBuffer h = m.get(statusName);
    if (h == null) {
      h = new LatencyBuffer(significantDigits);
      m.put(statusName, h);
    }
    return h;
  }

  LatencyBuffer named(String metric) {
    if (named == null) {
      named = new HashMap<>();
    }
    LatencyBuffer h = named.get(metric);
    if (h == null) {
      h = new LatencyBuffer(significantDigits);
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
    for (LatencyBuffer h : fixed) {
      if (h != null) {
        h.reset();
      }
    }
    for (Map<String, LatencyBuffer> m : perError) {
      if (m != null) {
        m.values().forEach(LatencyBuffer::reset);
      }
    }
    for (StatusCounts s : statuses) {
      s.reset();
    }
    if (named != null) {
      named.values().forEach(LatencyBuffer::reset);
    }
    if (namedStatuses != null) {
      namedStatuses.values().forEach(StatusCounts::reset);
    }
  }
}
