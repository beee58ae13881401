package site.ycsb.measurements;

import org.HdrHistogram.WriterReaderPhaser;
import site.ycsb.Status;

/**
 * Records the operations of one worker thread. The thread writes its {@link IntervalData} inside a
 * {@link WriterReaderPhaser} critical section (a wait-free counter increment on a phaser no other
 * writer touches); the reporter hands it an empty buffer in exchange for the full one, which it
 * reads, empties and hands to the next thread. So the hot path takes no lock and allocates nothing
 * after warm-up, no recording is ever lost or counted twice, and a thread costs one buffer, not two
 * (hundreds of threads stay cheap).
 */
public final class ThreadRecorder {
  private final MeasurementSettings settings;
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile IntervalData active;
  private final RawSampleBuffer raw;
  /** The thread that made this recorder for itself (null for a worker's, made for it). */
  private volatile Thread owner;

  ThreadRecorder(MeasurementSettings settings, RawSampleBuffer raw) {
    this.settings = settings;
    this.active = new IntervalData(settings.significantDigits());
    this.raw = raw;
  }

  void ownedBy(Thread t) {
    owner = t;
  }

  /** Whether the thread that made this recorder for itself has ended (so it records nothing more). */
  boolean ownerEnded() {
    Thread t = owner;
    return t != null && !t.isAlive();
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
    boolean notFound = !ok && MetricNames.NOT_FOUND.equals(status.getName());
    boolean comb = op.hasCombinedMetric() && (ok || notFound);
    // NOT_FOUND is a valid answer, not a failure: its own metric, so OP-FAILED holds failures only
    int kind = ok ? IntervalData.BASE : notFound ? IntervalData.NOT_FOUND : IntervalData.FAILED;
    String errorMetric = kind != IntervalData.FAILED || !settings.tracksLatencyOf(status.getName()) ? null
        : status.getName();
    long phase = phaser.writerCriticalSectionEnter();
    try {
      IntervalData d = active;
      int base = op.ordinal() * IntervalData.SLOTS;
      if (settings.recordsOpLatency()) {
        recordInto(d, base, false, kind, comb, errorMetric, latencyUs);
      }
      if (settings.recordsIntendedLatency()) {
        recordInto(d, base + IntervalData.INTENDED, true, kind, comb, errorMetric, intendedUs);
      }
      d.statuses[op.ordinal()].add(status);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
    if (raw != null) {
      raw.add(op, endNanos, latencyUs);
    }
  }

  /**
   * Records one batch: its latency and own result ({@link BatchStatus#of}) as one operation of
   * {@code op}, and each key's result in {@code op}'s per-key counts ({@link Op#keysMetric}).
   */
  public void recordBatch(Op op, Status[] perKey, long startNanos, long endNanos, long intendedStartNanos) {
    record(op, BatchStatus.of(perKey), startNanos, endNanos, intendedStartNanos);
    String keys = op.keysMetric();
    long phase = phaser.writerCriticalSectionEnter();
    try {
      StatusCounts counts = active.namedStatuses(keys);
      for (Status s : perKey) {
        counts.add(s);
      }
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /**
   * Records a latency under a metric name of the caller's choosing: what a binding or workload
   * measures itself through upstream's {@code Measurements.measure}.
   */
  public void recordNamed(String metric, long valueUs) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      active.named(metric).record(Math.max(0, valueUs));
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /** Counts a result under a metric name of the caller's choosing ({@code Measurements.reportStatus}). */
  public void countNamed(String metric, Status status) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      active.namedStatuses(metric).add(status);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  private void recordInto(IntervalData d, int slotBase, boolean intended, int kind, boolean comb,
      String errorMetric, long value) {
    if (errorMetric != null) {
      d.perError(slotBase / IntervalData.SLOTS, intended, errorMetric).record(value);
    } else {
      d.recordFixed(slotBase + kind, value);
    }
    if (comb && settings.combined()) {
      d.recordFixed(slotBase + IntervalData.COMB, value);
    }
  }

  /**
   * Moves everything recorded since the last call into {@code into}, giving the thread {@code
   * empty} to record into from now on. Returns the thread's former buffer, emptied, for the next
   * thread. Reporter thread only.
   */
  IntervalData drainInto(TickData into, IntervalData empty) {
    IntervalData full;
    phaser.readerLock();
    try {
      full = active;
      active = empty;
      phaser.flipPhase();
    } finally {
      phaser.readerUnlock();
    }
    into.add(full);
    full.reset();
    return full;
  }
}
