package site.ycsb.measurements;

import org.HdrHistogram.WriterReaderPhaser;
import site.ycsb.Status;

/**
 * Records the operations of one worker thread. Two {@link IntervalData} buffers: the thread writes
 * the active one inside a {@link WriterReaderPhaser} critical section (a wait-free counter
 * increment on a phaser no other writer touches), and the reporter swaps the buffers and reads the
 * inactive one. So the hot path takes no lock, allocates nothing after warm-up, and no recording is
 * ever lost or counted twice.
 */
public final class ThreadRecorder {
  private final MeasurementSettings settings;
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile IntervalData active;
  private IntervalData inactive;
  private final RawSampleBuffer raw;

  ThreadRecorder(MeasurementSettings settings, RawSampleBuffer raw) {
    this.settings = settings;
    this.active = new IntervalData(settings.significantDigits());
    this.inactive = new IntervalData(settings.significantDigits());
    this.raw = raw;
  }

  /**
   * Records one operation.
   *
   * @param intendedStartNanos when the operation should have started (the pacer's schedule); equal
   *     to {@code startNanos} when the run is not throttled
   */
  public void record(Op op, Status status, long startNanos, long endNanos, long intendedStartNanos) {
    long latencyUs = Math.max(0, (endNanos - startNanos) / 1000);
    long intendedUs = Math.max(0, (endNanos - intendedStartNanos) / 1000);
    boolean ok = status.isOk();
    boolean comb = op.hasCombinedMetric() && (ok || "NOT_FOUND".equals(status.getName()));
    String errorMetric = ok || !settings.tracksLatencyOf(status.getName()) ? null : status.getName();
    long phase = phaser.writerCriticalSectionEnter();
    try {
      IntervalData d = active;
      int base = op.ordinal() * IntervalData.SLOTS;
      if (settings.recordsOpLatency()) {
        recordInto(d, op, base, false, ok, comb, errorMetric, latencyUs);
      }
      if (settings.recordsIntendedLatency()) {
        recordInto(d, op, base + IntervalData.INTENDED, true, ok, comb, errorMetric, intendedUs);
      }
      d.statuses[op.ordinal()].add(status);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
    if (raw != null) {
      raw.add(op, endNanos, latencyUs);
    }
  }

  private void recordInto(IntervalData d, Op op, int slotBase, boolean intended, boolean ok, boolean comb,
      String errorMetric, long value) {
    if (ok) {
      d.fixed(slotBase + IntervalData.BASE).recordValue(value);
    } else if (errorMetric != null) {
      d.perError(op.ordinal(), intended, errorMetric).recordValue(value);
    } else {
      d.fixed(slotBase + IntervalData.FAILED).recordValue(value);
    }
    if (comb && settings.combined()) {
      d.fixed(slotBase + IntervalData.COMB).recordValue(value);
    }
  }

  /** Moves everything recorded since the last call into {@code into}. Reporter thread only. */
  void drainInto(TickData into) {
    IntervalData full;
    phaser.readerLock();
    try {
      full = active;
      active = inactive;
      inactive = full;
      phaser.flipPhase();
    } finally {
      phaser.readerUnlock();
    }
    into.add(full);
    full.reset();
  }
}
