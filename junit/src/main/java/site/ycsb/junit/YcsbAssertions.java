package site.ycsb.junit;

import org.opentest4j.AssertionFailedError;
import site.ycsb.engine.RunResult;
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
   * criterion, pass or FAIL, the measured figure) as the message. Criteria ending in {@code !} are
   * judged on the whole run here (the interval log keeps the intervals).
   *
   * @param criteria one or more criteria; each argument may hold several separated by {@code ;}
   * @return the verdict, for a test that wants the figures
   * @throws site.ycsb.config.UsageException (an IllegalArgumentException) for a malformed criterion
   */
  public static ThresholdResult assertThresholds(RunResult result, String... criteria) {
    if (criteria.length == 0) {
      throw new IllegalArgumentException("assertThresholds: no criteria; expected at least one such as"
          + " READ-COMB.p99 < 5ms");
    }
    ThresholdResult verdict = Thresholds.of(criteria).evaluate(result);
    if (!verdict.passed()) {
      throw new AssertionFailedError(result.phase() + " phase: " + verdict.table().stripTrailing());
    }
    return verdict;
  }
}
