package site.ycsb.thresholds;

/**
 * One criterion's verdict.
 *
 * @param number its place among the run's criteria, from 1 (the report's {@code [THRESHOLD-n]})
 * @param criterion the criterion
 * @param measured the whole run's value in the base unit (NaN: nothing to measure)
 * @param passed whether it was met
 * @param note what else the reader needs: the intervals of a {@code !} criterion, "no data", the end of the run
 */
public record Check(int number, Criterion criterion, double measured, boolean passed, String note) {
  /** The measured value in the criterion's unit. */
  public String measuredText() {
    return criterion.format(measured);
  }
}
