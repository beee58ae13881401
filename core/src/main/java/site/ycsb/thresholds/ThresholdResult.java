package site.ycsb.thresholds;

import java.io.IOException;
import java.util.List;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Every criterion's verdict on one run: the table a person reads at a glance (stderr, a failing
 * test's message), and the report's {@code [THRESHOLD-n]} triples a script reads.
 */
public final class ThresholdResult {
  private final List<Check> checks;
  private final String abortReason;

  ThresholdResult(List<Check> checks, String abortReason) {
    this.checks = List.copyOf(checks);
    this.abortReason = abortReason;
  }

  public List<Check> checks() {
    return checks;
  }

  /** Whether every criterion was met (true when there are none). */
  public boolean passed() {
    return checks.stream().allMatch(Check::passed);
  }

  /** The checks that failed. */
  public List<Check> broken() {
    return checks.stream().filter(c -> !c.passed()).toList();
  }

  /** The criterion that ended the run early (thresholds.abortonfail), or null. */
  public String abortReason() {
    return abortReason;
  }

  /**
   * The table: a headline, then one row per criterion with its result, measured value and note.
   * <pre>
   * Thresholds: 1 of 3 broken
   *   result  criterion                measured  note
   *   pass    READ-COMB.p99 &lt; 5ms      3.92ms
   *   FAIL    TOTAL.errorrate &lt; 0.1%   0.52%
   * </pre>
   */
  public String table() {
    int width = "criterion".length();
    int measuredWidth = "measured".length();
    for (Check c : checks) {
      width = Math.max(width, c.criterion().text().length());
      measuredWidth = Math.max(measuredWidth, c.measuredText().length());
    }
    StringBuilder sb = new StringBuilder();
    int broken = broken().size();
    sb.append("Thresholds: ").append(broken == 0 ? "all " + checks.size() + " met"
        : broken + " of " + checks.size() + " broken");
    if (abortReason != null) {
      sb.append("; the run was ended early by ").append(abortReason).append(" (thresholds.abortonfail)");
    }
    sb.append('\n');
    String row = "  %-6s  %-" + width + "s  %-" + measuredWidth + "s  %s";
    sb.append(String.format(row, "result", "criterion", "measured", "note").stripTrailing()).append('\n');
    for (Check c : checks) {
      sb.append(String.format(row, c.passed() ? "pass" : "FAIL", c.criterion().text(), c.measuredText(), c.note())
          .stripTrailing()).append('\n');
    }
    return sb.toString();
  }

  /**
   * The report's lines: {@code [THRESHOLDS], Passed/Broken/Criteria}, then per criterion
   * {@code [THRESHOLD-n], Criterion, Measured (in its unit), Value (base unit), Passed, Note}.
   */
  public void writeTo(MeasurementsExporter e) throws IOException {
    e.write("THRESHOLDS", "Criteria", checks.size());
    e.write("THRESHOLDS", "Broken", broken().size());
    e.write("THRESHOLDS", "Passed", Boolean.toString(passed()));
    if (abortReason != null) {
      e.write("THRESHOLDS", "EndedRun", abortReason);
    }
    for (Check c : checks) {
      String section = "THRESHOLD-" + c.number();
      e.write(section, "Criterion", c.criterion().text());
      e.write(section, "Measured", c.measuredText());
      if (!Double.isNaN(c.measured())) {
        e.write(section, "Value", c.measured());
      }
      e.write(section, "Passed", Boolean.toString(c.passed()));
      if (!c.note().isEmpty()) {
        e.write(section, "Note", c.note());
      }
    }
  }

  @Override
  public String toString() {
    return table();
  }
}
