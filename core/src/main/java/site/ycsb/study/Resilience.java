package site.ycsb.study;

import java.util.List;
import site.ycsb.measurements.MetricNames;
import site.ycsb.results.RunData;
import site.ycsb.results.RunEvent;
import site.ycsb.results.TimeSeries;

/**
 * What a run's first event did to its throughput (docs/numbers.md, "Resilience"): the baseline is the
 * mean throughput of the measured windows that ended before the event started; the dip is the lowest
 * window from the event on, its depth {@code 1 - lowest / baseline}; the time to recover runs from
 * the event's start to the start of the first window after the lowest whose throughput is back to
 * at least {@link #RECOVERED} of the baseline (NaN: it never was).
 *
 * @param event the event's command
 * @param eventSecond when it started, seconds since the run's start
 * @param baseline ops/s before it
 * @param lowest ops/s of the lowest window from it on
 * @param depth the dip's depth, 0 to 1
 * @param recoverySeconds the time to recover (NaN: not recovered by the run's end)
 */
record Resilience(String event, double eventSecond, double baseline, double lowest, double depth,
    double recoverySeconds) {
  static final double RECOVERED = 0.9;

  /** The run's resilience figures, or null when it has no event or no window before it. */
  static Resilience of(RunData run) {
    if (run.events().isEmpty()) {
      return null;
    }
    RunEvent e = run.events().get(0);
    List<TimeSeries.Point> points = run.series().points();
    double sum = 0;
    int before = 0;
    int lowestAt = -1;
    for (int i = 0; i < points.size(); i++) {
      TimeSeries.Point p = points.get(i);
      double ops = p.opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0);
      if (p.startMs() + p.lengthMs() <= e.startMs()) {
        if (!p.warmup()) {
          sum += ops;
          before++;
        }
      } else if (lowestAt < 0 || ops < points.get(lowestAt).opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0)) {
        lowestAt = i;
      }
    }
    if (before == 0 || lowestAt < 0) {
      return null;
    }
    double baseline = sum / before;
    double lowest = points.get(lowestAt).opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0);
    double recovery = Double.NaN;
    for (int i = lowestAt + 1; i < points.size(); i++) {
      TimeSeries.Point p = points.get(i);
      if (p.opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0) >= RECOVERED * baseline) {
        recovery = Math.max(0, (p.startMs() - e.startMs()) / 1000.0);
        break;
      }
    }
    if (lowest >= RECOVERED * baseline) {
      recovery = 0; // no dip worth the name: never below the recovered level
    }
    return new Resilience(e.command(), run.secondsSinceStart(e.startMs()), baseline, lowest,
        baseline <= 0 ? 0 : Math.max(0, 1 - lowest / baseline), recovery);
  }
}
