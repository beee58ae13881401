package site.ycsb.engine.schedule;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Paces one thread on its share of a schedule: its slot {@code k} is due when the schedule's
 * operations reach {@code (k + offset) * streams}, a time that depends on the schedule alone. The
 * due time is the operation's intended start, so latency measured from it includes any time spent
 * behind (coordinated omission corrected) however the rate moves. Behind schedule, with
 * {@link Catchup#BURST} the thread issues the late slots without waiting; with {@link
 * Catchup#SKIP} it drops all but the latest one due and counts them. One thread's; no locks, no
 * allocation while on time.
 */
public final class SchedulePacer {
  /** Behind its schedule by more than this, a thread says so (now and then). */
  static final long BEHIND_NANOS = TimeUnit.SECONDS.toNanos(1);
  private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
  /** Where a schedule that never reaches a slot puts it: far away, yet without overflowing a subtraction. */
  private static final double NEVER_SECONDS = 1e9;

  private final long startNanos;
  private final RateSchedule schedule;
  private final double streams;
  private final double offset;
  private final boolean skip;
  private final Pacing.Warning warning;
  private long next;
  private long skipped;

  SchedulePacer(long startNanos, RateSchedule schedule, int streams, double offset, boolean skip,
      Pacing.Warning warning) {
    this.startNanos = startNanos;
    this.schedule = schedule;
    this.streams = streams;
    this.offset = offset;
    this.skip = skip;
    this.warning = warning;
  }

  /** Waits until the next slot is due (or a stop is requested); returns its intended start time. */
  public long awaitNext(BooleanSupplier stopRequested) {
    long now = System.nanoTime();
    long due = dueOf(next);
    if (skip && due < now) {
      // the last slot due by now: every one before it is dropped, counted, never issued
      long latest = (long) Math.floor(schedule.opsBy(seconds(now)) / streams - offset);
      if (latest > next) {
        long dropped = latest - next;
        skipped += dropped;
        next = latest;
        due = dueOf(next);
        if (warning != null) {
          warning.warn("schedule skipped", () -> "pacing.catchup=skip: a thread fell behind its schedule at "
              + String.format(java.util.Locale.ROOT, "%.1f", seconds(now)) + " s and skipped " + dropped
              + " slot(s) (counted as SkippedOperations); the client cannot issue "
              + Math.round(schedule.rateAt(seconds(now))) + " ops/s there");
        }
      }
    } else if (warning != null && now - due > BEHIND_NANOS) {
      long lateNanos = now - due;
      warning.warn("schedule behind", () -> "the client is " + String.format(java.util.Locale.ROOT, "%.1f",
          lateNanos / 1e9) + " s behind its schedule at " + String.format(java.util.Locale.ROOT, "%.1f",
          seconds(now)) + " s (asking " + Math.round(schedule.rateAt(seconds(now))) + " ops/s there): its threads"
          + " cannot issue that rate; raise threadcount or async.inflight, or lower the schedule (the late"
          + " operations are issued at once and their Intended latency shows the wait)");
    }
    next++;
    long wait;
    while ((wait = due - System.nanoTime()) > 0 && !stopRequested.getAsBoolean()) {
      LockSupport.parkNanos(Math.min(wait, MAX_PARK_NANOS));
    }
    return due;
  }

  /** Slots dropped by {@link Catchup#SKIP} so far. */
  public long skipped() {
    return skipped;
  }

  /** When slot {@code k} is due, in System.nanoTime() terms. */
  long dueOf(long k) {
    double t = Math.min(schedule.timeOf((k + offset) * streams), NEVER_SECONDS);
    return startNanos + (long) (t * 1e9);
  }

  private double seconds(long nanos) {
    return (nanos - startNanos) / 1e9;
  }
}
