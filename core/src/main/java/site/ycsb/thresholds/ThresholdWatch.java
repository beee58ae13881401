package site.ycsb.thresholds;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.TickData;

/**
 * Judges criteria while a run goes on, on the reporter's thread: each measured log interval against
 * the every-interval criteria ({@code !}), and, with {@code thresholds.abortonfail}, the running
 * totals against the bounds that can only be passed once (an upper bound on {@code count},
 * {@code max} or a validated-read count, or {@code ==} on a count: they never come back down). With {@code abortonfail} the first criterion broken for
 * good ends the run through {@code stop}; the run's report is then complete as after any stop.
 * Give it to {@code Benchmark.builder(...).listener(...)}; one watch serves one run.
 */
public final class ThresholdWatch implements IntervalListener {
  private final Thresholds thresholds;
  private final Runnable stop;
  private final IntervalVerdicts intervals;
  /** The criteria judged on the running totals (abortonfail only), and their totals so far. */
  private final List<Criterion> monotone = new ArrayList<>();
  private final double[] running;
  private long intervalMs = 10_000;
  private long startEpochMs;
  private volatile Criterion abortedBy;
  private volatile String abortReason;

  /**
   * @param stop ends the run (e.g. {@code () -> benchmark.requestStop(StopReason.THRESHOLD_BROKEN)}); called once
   *     at most, on the reporter's thread, and only with {@code abortonfail}
   */
  public ThresholdWatch(Thresholds thresholds, Runnable stop) {
    this.thresholds = thresholds;
    this.stop = stop;
    this.intervals = new IntervalVerdicts(thresholds.criteria());
    if (thresholds.abortOnFail()) {
      for (Criterion c : thresholds.criteria()) {
        Aggregate.Kind k = c.aggregate().kind();
        boolean upper = c.operator().upper() || c.operator() == Operator.EQUAL;
        if (!c.everyInterval() && upper && (k == Aggregate.Kind.COUNT || k == Aggregate.Kind.MAX
            || k == Aggregate.Kind.VALIDATED)) {
          monotone.add(c);
        }
      }
    }
    running = new double[monotone.size()];
  }

  @Override
  public void started(LogHeader header, long startEpochMs) {
    this.startEpochMs = startEpochMs;
    intervalMs = 1000 * header.facts().intervalSeconds();
  }

  @Override
  public void drained(TickData tick, long nowEpochMs, boolean warmup) {
    if (warmup || monotone.isEmpty() || abortReason != null) {
      return;
    }
    Figures f = Figures.of(tick, 0);
    for (int i = 0; i < monotone.size(); i++) {
      Criterion c = monotone.get(i);
      double v = c.aggregate().measure(c.metric(), f);
      if (Double.isNaN(v)) {
        continue;
      }
      Aggregate.Kind k = c.aggregate().kind();
      running[i] = k == Aggregate.Kind.COUNT || k == Aggregate.Kind.VALIDATED ? running[i] + v : Math.max(running[i], v);
      // == on a total: below the bound it may still get there; above it, never back
      boolean broken = c.operator() == Operator.EQUAL ? running[i] > c.bound() : !c.holds(running[i]);
      if (broken) {
        abort(c, "already " + c.format(running[i]) + " after " + seconds(nowEpochMs) + " s");
        return;
      }
    }
  }

  @Override
  public void intervalClosed(TickData interval, long startMs, long endMs, boolean warmup) {
    if (warmup || intervals.isEmpty()) {
      return;
    }
    Criterion broken = intervals.judge(Figures.of(interval, endMs - startMs), seconds(startMs), seconds(endMs),
        intervalMs / 1000.0);
    if (broken != null && thresholds.abortOnFail() && abortReason == null) {
      IntervalVerdicts.Record r = intervals.record(broken);
      abort(broken, "interval " + seconds(startMs) + "-" + seconds(endMs) + " s: " + broken.format(r.worst()));
    }
  }

  private long seconds(long epochMs) {
    return Math.round((epochMs - startEpochMs) / 1000.0);
  }

  private void abort(Criterion c, String detail) {
    abortedBy = c;
    abortReason = c.text() + " (" + detail + ")";
    stop.run();
  }

  /** The criterion that ended the run, or null. */
  public Criterion abortedBy() {
    return abortedBy;
  }

  /** The criterion that ended the run and how, or null when it was not ended by one. */
  public String abortReason() {
    return abortReason;
  }

  /** The every-interval criteria's records. */
  public IntervalVerdicts intervals() {
    return intervals;
  }
}
