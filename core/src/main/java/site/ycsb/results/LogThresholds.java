package site.ycsb.results;

import java.util.List;
import java.util.function.Consumer;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MetricNames;
import site.ycsb.thresholds.Figures;
import site.ycsb.thresholds.IntervalVerdicts;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * Judges a run read from its logs as the client judged it while it ran: by the criteria its logs
 * recorded ({@code #[meta thresholds=...]}) or those the report is given, on the whole measured run
 * of all its clients merged, and the {@code !} criteria on each measured window. So the logs of
 * several clients are judged as one run.
 */
public final class LogThresholds {
  private LogThresholds() {
  }

  /**
   * The criteria to judge a set of logs by: {@code given} when not empty, else the ones every log
   * recorded (none when they differ or some log has none; a note says so).
   */
  public static Thresholds criteria(List<LogInfo> logs, Thresholds given, List<String> notes) {
    if (!given.isEmpty()) {
      return given;
    }
    List<String> recorded = logs.stream().map(l -> l.meta().getOrDefault("thresholds", "")).distinct().toList();
    if (recorded.size() == 1) {
      if (recorded.get(0).isEmpty()) {
        return Thresholds.none();
      }
      try {
        return Thresholds.of(recorded.get(0));
      } catch (UsageException e) {
        // a log of an older version may hold a bound its syntax no longer takes (a latency without a unit)
        notes.add("the logs' criteria are not judged here (" + e.getMessage() + "); give -p thresholds=...");
        return Thresholds.none();
      }
    }
    notes.add("the logs were judged by different criteria (" + String.join(" | ", recorded.stream()
        .map(t -> t.isEmpty() ? "none" : t).toList()) + "): none is judged here; give -p thresholds=...");
    return Thresholds.none();
  }

  /** The whole run's verdict, with the windows' record of the {@code !} criteria. */
  public static ThresholdResult judge(RunData run, Thresholds criteria, Windows windows) {
    return criteria.evaluate(Figures.of(run.summary()), windows == null ? null : windows.verdicts, null, null);
  }

  /**
   * Judges each window's measured part against the {@code !} criteria as the windows stream past;
   * a window whose clients' intervals are shorter than half the interval (the last, partial one) is
   * not judged on its own, as the client does.
   */
  public static final class Windows implements Consumer<Window> {
    private final IntervalVerdicts verdicts;
    private final long startMs;
    private final long intervalMs;

    /**
     * @param startMs the run's start (its earliest client's), ms since the epoch
     * @param intervalMs the clients' interval
     */
    public Windows(Thresholds criteria, long startMs, long intervalMs) {
      this.verdicts = new IntervalVerdicts(criteria.criteria());
      this.startMs = startMs;
      this.intervalMs = intervalMs;
    }

    public boolean isEmpty() {
      return verdicts.isEmpty();
    }

    @Override
    public void accept(Window w) {
      WindowPart m = w.measured();
      if (m.intervals() == 0) {
        return;
      }
      double seconds = m.clientMs() / 1000.0 / Math.max(1, m.clients());
      Figures f = new Figures(m.histograms().keySet(), metric -> {
        IntervalHistogram h = m.histograms().get(metric);
        return h == null ? null : h.toHistogram();
      }, m.statuses(), m.operations().getOrDefault(MetricNames.TOTAL, 0L), seconds);
      verdicts.judge(f, (m.firstStartMs() - startMs) / 1000.0, (m.lastEndMs() - startMs) / 1000.0, intervalMs / 1000.0);
    }
  }
}
