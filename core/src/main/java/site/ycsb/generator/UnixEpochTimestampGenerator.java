package site.ycsb.generator;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * Upstream's timestamp sequence for time-series workloads: Unix epoch timestamps that advance by
 * a fixed interval on every {@link #nextValue()}. Not thread-safe: each client thread owns one.
 *
 * <p>Units, as upstream: for {@code NANOSECONDS} to {@code SECONDS} the timestamps and the interval
 * are in that unit; for {@code MINUTES}, {@code HOURS} and {@code DAYS} the timestamps are epoch
 * seconds and the interval counts that unit (an interval of 5 {@code MINUTES} advances by 300).
 *
 * <p>With an explicit start, the first {@link #nextValue()} is that start, while
 * {@link #startTimestamp} and {@link #currentValue()} are one interval before it and
 * {@link #lastValue()} two, as upstream's (its {@link RandomDiscreteTimestampGenerator} counts from
 * {@link #startTimestamp}). One difference from upstream, a defect there: the current time in
 * nanoseconds and microseconds is read from the epoch clock (upstream read
 * {@code System.nanoTime()}, which is not an epoch time).
 */
public class UnixEpochTimestampGenerator extends Generator<Long> {
  /** The base of the sequence: one interval before the first value with an explicit start (as upstream). */
  protected long startTimestamp;
  /** The timestamp the last {@link #nextValue()} returned. */
  protected long currentTimestamp;
  /** The timestamp before {@link #currentTimestamp}. */
  protected long lastTimestamp;
  /** The step between timestamps, in {@link #timeUnits}. */
  protected long interval;
  protected TimeUnit timeUnits;

  /** A sequence starting one minute ago, one value a minute, in epoch seconds. */
  public UnixEpochTimestampGenerator() {
    this(60, TimeUnit.SECONDS);
  }

  /** A sequence starting one interval before the current time. */
  public UnixEpochTimestampGenerator(long interval, TimeUnit timeUnits) {
    this.interval = interval;
    this.timeUnits = timeUnits;
    initalizeTimestamp(-1);
    currentTimestamp = startTimestamp - getOffset(1);
    lastTimestamp = currentTimestamp;
  }

  /**
   * A sequence whose first value is {@code startTimestamp} (in the generator's timestamp unit);
   * the {@link #startTimestamp} field is one interval before it, as upstream's.
   */
  public UnixEpochTimestampGenerator(long interval, TimeUnit timeUnits, long startTimestamp) {
    this.interval = interval;
    this.timeUnits = timeUnits;
    currentTimestamp = startTimestamp - getOffset(1);
    this.startTimestamp = currentTimestamp;
    lastTimestamp = currentTimestamp - getOffset(1);
  }

  /**
   * Restarts the sequence at the current time plus {@code intervalOffset} intervals (negative for
   * the past): the next value is one interval after it. Upstream's spelling of the name.
   */
  public void initalizeTimestamp(long intervalOffset) {
    currentTimestamp = now() + getOffset(intervalOffset);
    startTimestamp = currentTimestamp;
  }

  /** The current epoch time in this generator's timestamp unit. */
  private long now() {
    switch (timeUnits) {
      case NANOSECONDS: {
        Instant t = Instant.now();
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
      }
      case MICROSECONDS: {
        Instant t = Instant.now();
        return t.getEpochSecond() * 1_000_000L + t.getNano() / 1_000;
      }
      case MILLISECONDS:
        return System.currentTimeMillis();
      case SECONDS:
      case MINUTES:
      case HOURS:
      case DAYS:
        return System.currentTimeMillis() / 1000;
      default:
        throw new IllegalArgumentException("Unhandled time unit type: " + timeUnits);
    }
  }

  /** Advances one interval and returns the new timestamp, without boxing (the workload's path). */
  public long nextTimestamp() {
    lastTimestamp = currentTimestamp;
    currentTimestamp += getOffset(1);
    return currentTimestamp;
  }

  @Override
  public Long nextValue() {
    return nextTimestamp();
  }

  /** {@code intervalOffset} intervals expressed in timestamp units (see the class comment). */
  public long getOffset(long intervalOffset) {
    switch (timeUnits) {
      case NANOSECONDS:
      case MICROSECONDS:
      case MILLISECONDS:
      case SECONDS:
        return intervalOffset * interval;
      case MINUTES:
        return intervalOffset * interval * 60;
      case HOURS:
        return intervalOffset * interval * 3600;
      case DAYS:
        return intervalOffset * interval * 86400;
      default:
        throw new IllegalArgumentException("Unhandled time unit type: " + timeUnits);
    }
  }

  /** The timestamp before the current one (one interval before the start, before the first draw). */
  @Override
  public Long lastValue() {
    return lastTimestamp;
  }

  /** The timestamp the last {@link #nextValue()} returned, without boxing. */
  public long currentValue() {
    return currentTimestamp;
  }
}
