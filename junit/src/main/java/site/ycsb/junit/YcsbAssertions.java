package site.ycsb.junit;

import java.util.List;
import java.util.Properties;
import org.opentest4j.AssertionFailedError;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.results.RegressionGate;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * Assertions on a run in the criteria syntax of the command line, calibrate and the report
 * ({@code READ-COMB.p99 < 5ms}, {@code TOTAL.errorrate < 0.1%}, {@code OVERALL.throughput > 2000}).
 */
public final class YcsbAssertions {
  private YcsbAssertions() {
  }

  /**
   * Passes when the whole run meets every criterion; otherwise fails with the threshold table (each
   * criterion, pass or FAIL, the measured figure) as the message. A criterion ending in {@code !} is
   * refused: a finished run's result cannot show its intervals, so it would pass unjudged; give it to
   * the benchmark's {@code thresholds} property, which watches every interval while the run goes on.
   *
   * @param criteria one or more criteria; each argument may hold several separated by {@code ;}
   * @return the verdict, for a test that wants the figures
   * @throws UsageException (an IllegalArgumentException) for a malformed criterion or one ending in {@code !}
   */
  public static ThresholdResult assertThresholds(RunResult result, String... criteria) {
    if (criteria.length == 0) {
      throw new IllegalArgumentException("assertThresholds: no criteria; expected at least one such as"
          + " READ-COMB.p99 < 5ms");
    }
    Thresholds thresholds = Thresholds.of(criteria);
    for (Criterion c : thresholds.criteria()) {
      if (c.everyInterval()) {
        throw new UsageException("assertThresholds: '" + c.text() + "' must hold in every interval, which a finished"
            + " run's result cannot show; expected it in the benchmark's thresholds property"
            + " (.property(\"thresholds\", \"" + c.text() + "\")), judged interval by interval while the run goes on");
      }
    }
    ThresholdResult verdict = thresholds.evaluate(result);
    if (!verdict.passed()) {
      throw new AssertionFailedError(result.phase() + " phase: " + verdict.table().stripTrailing());
    }
    return verdict;
  }

  /**
   * Passes unless {@code candidate} is significantly worse than {@code baseline} (at 99% confidence,
   * from both phases' interval logs) by more than {@code maxRegressionPercent} of the baseline's
   * figure on any judged figure; otherwise fails with the gate's table as the message, as
   * {@code bin/ycsb compare --max-regression} prints it (docs/comparing-runs.md).
   *
   * @param figures {@code Throughput} or {@code METRIC.MEASURE} ({@code READ-COMB.P99}); none:
   *     throughput and every operation's Average and P99
   * @return the gate's verdict, for a test that wants the figures
   * @throws UsageException when a phase wrote no interval log, or a figure is not one of both runs
   */
  public static RegressionGate.Result assertNoRegression(RunResult baseline, RunResult candidate,
      double maxRegressionPercent, String... figures) {
    RegressionGate.Result result = new RegressionGate(maxRegressionPercent, List.of(figures))
        .judge(baseline, candidate, new Properties());
    if (!result.passed()) {
      throw new AssertionFailedError(result.table().stripTrailing());
    }
    return result;
  }
}
