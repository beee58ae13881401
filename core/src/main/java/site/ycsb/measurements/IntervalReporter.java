package site.ycsb.measurements;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.EventLine;

/**
 * The one thread that reads the measurements while a run goes on. At each due time (log interval,
 * status interval, end of warm-up, timeseries point) it drains every thread's recorder once and
 * feeds the interval log, the status line and the run's totals from that single drain. On
 * {@link #finish()} it drains a last time, so the final partial interval is logged and nothing
 * recorded is lost.
 */
public final class IntervalReporter {
  private static final long MAX_TICK_NANOS = TimeUnit.SECONDS.toNanos(1);
  private static final long OUT_OF_MEMORY_BACKOFF_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
  private final Recorders measurements;
  private final MeasurementSettings settings;
  private final PrintStream statusOut;
  private final HdrIntervalLog log;
  private final LogHeader header;

  private final TickData tick;
  private final TickData logInterval;
  private final StatusInterval status;
  private final TickData totals;
  private final TimeseriesPoints timeseries = new TimeseriesPoints();
  private final TotalsRequests totalsRequests = new TotalsRequests();
  private volatile boolean finished;
  private final PendingEvents events = new PendingEvents();
  private final IntervalListeners listeners;
  private final Stages stages = new Stages();
  /** The rate the phase is paced at, or null when it is not. */
  private volatile PacedRate paced;
  /** The client's own figures per interval, or null when not measured. */
  private volatile ClientMeter clientMeter;

  private long startNanos;
  private long startEpochMs;
  private Thread thread;
  private volatile boolean finishing;
  private long measuredStartNanos;
  /** The drain that closed the warm-up (a moment after measuredStartNanos): where the measured counts begin. */
  private long measuredFromNanos = -1;
  private long endNanos;
  private long logIntervalStartMs;
  private long lastCollectNanos;
  private long logIntervalStartNanos;

  /**
   * @param operationsPlanned operations of the whole phase, for the status line's estimate (0 = unlimited)
   * @param log the phase's interval log, already created (null when off)
   * @param listeners who else sees each drain and interval (live exporters, checks), on this thread
   */
  public IntervalReporter(Recorders measurements, String label, boolean printStatus, PrintStream statusOut,
      long operationsPlanned, HdrIntervalLog log, LogHeader header, List<IntervalListener> listeners) {
    this.measurements = measurements;
    this.settings = measurements.settings();
    this.statusOut = statusOut;
    this.log = log;
    this.header = header;
    this.listeners = new IntervalListeners(listeners, statusOut);
    int digits = settings.significantDigits();
    tick = new TickData(digits);
    logInterval = new TickData(digits);
    status = new StatusInterval(label, printStatus, statusOut, operationsPlanned, digits);
    totals = new TickData(digits);
    measurements.upstreamApi().readFrom(this); // last: the reporter is whole when others may reach it
  }

  /**
   * Opens the interval log and starts the reporter thread; the run's clock starts now.
   *
   * @param operationsInFlight what the client threads have in flight, for the listeners
   */
  public void start(LongSupplier operationsInFlight) {
    startNanos = System.nanoTime();
    stages.started();
    startEpochMs = System.currentTimeMillis();
    measuredStartNanos = startNanos + TimeUnit.SECONDS.toNanos(settings.warmupSeconds());
    status.started(startNanos);
    lastCollectNanos = startNanos;
    logIntervalStartNanos = startNanos;
    logIntervalStartMs = startEpochMs;
    if (log != null) {
      log.begin(startEpochMs, settings.warmupSeconds(), header);
    }
    listeners.each(l -> l.started(header, startEpochMs, operationsInFlight));
    thread = new Thread(this::loop, "ycsb-reporter");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Records the rate the phase is paced at: each log interval's target ({@code #[target ...]}) and,
   * on each drain, the listeners' {@link IntervalListener#paced}. Call before {@link #start}.
   */
  public void pacedBy(PacedRate rate) {
    this.paced = rate;
  }

  /**
   * Logs the client's own figures with each interval ({@code #[client ...]} and the
   * {@code CLIENT-HICCUP} histogram) and hands them to the listeners. Call before {@link #start}.
   */
  public void meteredBy(ClientMeter meter) {
    this.clientMeter = meter;
  }

  /**
   * The run's stages (names in order, start seconds from the phase's start): the reporter drains at
   * each boundary, so each stage's totals hold exactly what completed within it, and logs
   * {@code #[stage name= time=]} where each starts. Call before {@link #start}.
   */
  public void stages(List<String> names, double[] startSeconds) {
    stages.plan(names, startSeconds, settings.significantDigits());
  }

  /** Each stage's totals by name, in order (warm-up stages too). Valid after {@link #finish}. */
  public Map<String, TickData> stageTotals() {
    return stages.totalsByName();
  }

  /** The stage starts, nanos from the start, by name. */
  public Map<String, Long> stageStartNanos() {
    return stages.startNanosByName();
  }

  /** The interval log's file, or null when logging is off. */
  public Path logFile() {
    return log == null ? null : log.file();
  }

  public long startNanos() {
    return startNanos;
  }

  private void loop() {
    long logEvery = TimeUnit.SECONDS.toNanos(settings.logIntervalSeconds());
    long statusEvery = TimeUnit.SECONDS.toNanos(settings.statusIntervalSeconds());
    long tsEvery = settings.hasType("timeseries") ? TimeUnit.MILLISECONDS.toNanos(settings.timeseriesGranularityMs()) : 0;
    long nextLog = startNanos + logEvery;
    long nextStatus = startNanos + statusEvery;
    long nextTs = tsEvery > 0 ? startNanos + tsEvery : Long.MAX_VALUE;
    boolean warmupPending = settings.warmupSeconds() > 0;
    while (!finishing) {
      long due = Math.min(nextLog, tsEvery > 0 ? nextTs : Long.MAX_VALUE);
      if (status.prints()) {
        due = Math.min(due, nextStatus);
      }
      if (warmupPending) {
        due = Math.min(due, measuredStartNanos);
      }
      long nextStage = stages.nextStart();
      if (nextStage != Long.MAX_VALUE) {
        due = Math.min(due, startNanos + nextStage); // a drain at each stage boundary
      }
      // drain at least every second, so a thread's buffer never holds much (its counts are ints)
      due = Math.min(due, lastCollectNanos + MAX_TICK_NANOS);
      long wait = due - System.nanoTime();
      if (wait > 0 && !totalsRequests.isEmpty()) {
        collectForRequests();
        continue;
      }
      if (wait > 0) {
        LockSupport.parkNanos(this, wait);
        continue; // re-check finishing and spurious wake-ups
      }
      long now = System.nanoTime();
      try {
        collect(now);
        if (warmupPending && now >= measuredStartNanos) {
          warmupPending = false;
        }
        if (now >= nextLog) {
          writeLogInterval(now);
          nextLog += logEvery * Math.max(1, (now - nextLog) / logEvery + 1);
        }
        if (now >= nextStatus) {
          status.close(now);
          nextStatus += statusEvery * Math.max(1, (now - nextStatus) / statusEvery + 1);
        }
        if (now >= nextTs) {
          nextTs += tsEvery * Math.max(1, (now - nextTs) / tsEvery + 1);
        }
      } catch (OutOfMemoryError e) {
        // The heap watcher ends such a run with its own message; this thread must live on to
        // drain the recorders until then (dying, it would also print the error, allocating again).
        LockSupport.parkNanos(this, OUT_OF_MEMORY_BACKOFF_NANOS);
      }
    }
  }

  private void collect(long now) {
    tick.reset();
    try {
      measurements.drainInto(tick);
    } catch (RuntimeException e) {
      statusOut.println("[WARN] could not write raw samples: " + e.getMessage());
    }
    logInterval.add(tick);
    // A tick covers (lastCollect, now]; one falls exactly at the end of warm-up, so none straddles it.
    boolean warmup = settings.warmupSeconds() > 0 && lastCollectNanos < measuredStartNanos;
    if (!warmup) {
      totals.add(tick);
    } else if (now >= measuredStartNanos) {
      measuredFromNanos = now;
    }
    lastCollectNanos = now;
    stages.record(tick, now - startNanos);
    events.take(listeners);
    if (!listeners.isEmpty()) {
      PacedRate rate = paced;
      if (rate != null) { // before the drain, so a listener that publishes on drains shows the target of now
        double target = rate.rateAt(seconds(now));
        listeners.each(l -> l.paced(target));
      }
      long nowMs = epochMs(now);
      listeners.each(l -> l.drained(tick, nowMs, warmup));
    }
    status.add(tick);
    if (settings.hasType("timeseries")) {
      long offsetMs = TimeUnit.NANOSECONDS.toMillis(now - startNanos);
      long unit = offsetMs / settings.timeseriesGranularityMs() * settings.timeseriesGranularityMs();
      timeseries.add(tick, unit);
    }
  }

  /** Queues a timed event's change for the interval log, where it lands before the interval in progress. */
  public void logEvent(EventLine event) {
    events.add(event);
  }

  private double seconds(long nanos) {
    return (nanos - startNanos) / 1e9;
  }

  private long epochMs(long nanos) {
    return startEpochMs + TimeUnit.NANOSECONDS.toMillis(nanos - startNanos);
  }

  private void writeLogInterval(long now) {
    long endMs = epochMs(now);
    events.take(listeners);
    events.logInto(log);
    stages.logStarts(log);
    boolean warmup = settings.warmupSeconds() > 0 && logIntervalStartNanos < measuredStartNanos;
    PacedRate rate = paced;
    double target = rate == null ? Double.NaN : rate.averageOver(seconds(logIntervalStartNanos), seconds(now));
    ClientMeter meter = clientMeter;
    ClientInterval client = meter == null ? null : meter.close(seconds(logIntervalStartNanos),
        (endMs - logIntervalStartMs) / 1000.0, warmup, logInterval.workloadOperations(), target);
    if (log != null) {
      log.write(logInterval, logIntervalStartMs, endMs, warmup, target, client);
    }
    long startMs = logIntervalStartMs;
    listeners.each(l -> l.intervalClosed(logInterval, startMs, endMs, warmup));
    if (client != null) {
      listeners.each(l -> l.clientMeasured(client, warmup));
    }
    logIntervalStartMs = endMs;
    logIntervalStartNanos = now;
    logInterval.reset();
  }

  /** The metrics part of the last status interval's line, {@code [READ: Count=..] ...}. */
  String lastSummary() {
    return status.lastSummary();
  }

  /**
   * A copy of the run's totals so far (warm-up left out): what the reporter has drained, at most a
   * second old while the run goes on. Any thread; waits for the reporter's next tick.
   */
  TickData totalsSoFar() throws InterruptedException {
    if (thread == null || finished) {
      return totals.copy();
    }
    CompletableFuture<TickData> request = totalsRequests.add();
    LockSupport.unpark(thread);
    if (finished) {
      totalsRequests.answer(totals); // the reporter may have answered its last requests before this one came
    }
    try {
      return request.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  /** A drain now, so that a copy of the totals holds everything recorded before it was asked for. */
  private void collectForRequests() {
    try {
      collect(System.nanoTime());
      totalsRequests.answer(totals);
    } catch (OutOfMemoryError e) {
      LockSupport.parkNanos(this, OUT_OF_MEMORY_BACKOFF_NANOS);
    }
  }

  /**
   * Stops the reporter: a last drain, the last partial interval logged, the last status line, the
   * log ended and closed. Call after the workers have stopped (or been given up on).
   *
   * @param stopReason why the phase ended, for the log's last line
   * @param operations operations the workers completed
   */
  public void finish(String stopReason, long operations) {
    finish(stopReason, operations, 0);
  }

  /** As {@link #finish(String, long)}, with the slots pacing.catchup=skip dropped, for the log's end line. */
  public void finish(String stopReason, long operations, long skipped) {
    finishing = true;
    LockSupport.unpark(thread);
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    long now = System.nanoTime();
    endNanos = now;
    try {
      measurements.close();
    } catch (Exception e) {
      statusOut.println("[WARN] could not close the raw sample output: " + e.getMessage());
    }
    collect(now);
    writeLogInterval(now);
    status.close(now);
    finished = true;
    totalsRequests.answer(totals);
    if (log != null) {
      log.end(epochMs(now), stopReason, operations, skipped);
      log.close();
    }
    listeners.each(l -> l.finished(stopReason));
  }

  /** The run's totals (warm-up left out). Valid after {@link #finish()}. */
  public TickData totals() {
    return totals;
  }

  /** Per metric: (time offset in ms, average latency in us) points. Valid after finish(). */
  public Map<String, List<double[]>> timeseries() {
    return timeseries.byMetric();
  }

  /** Nanoseconds from the end of warm-up (or the start) to the end. Valid after finish(). */
  public long measuredNanos() {
    if (settings.warmupSeconds() == 0) {
      return endNanos - startNanos;
    }
    // from the drain that closed the warm-up, as the measured counts (and the log's first measured interval)
    return measuredFromNanos < 0 ? 0 : endNanos - measuredFromNanos;
  }

  public long runNanos() {
    return endNanos - startNanos;
  }

  /** A copy of a metric's total histogram, for tests and exporters. */
  public Histogram total(String metric) {
    Histogram h = totals.histograms().get(metric);
    return h == null ? null : h.copy();
  }
}
