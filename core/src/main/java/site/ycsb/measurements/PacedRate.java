package site.ycsb.measurements;

/**
 * The rate a phase is paced at, as the reporter records it: this client's operations per second at
 * each moment and their integral, seconds from the phase's start. The engine hands it the schedule
 * its threads follow ({@code target}, {@code target.schedule}), so the log and the listeners show
 * the target the client was actually paced at.
 */
public interface PacedRate {
  /** Operations per second asked at {@code seconds}. */
  double rateAt(double seconds);

  /** Operations due from the start to {@code seconds}. */
  double opsBy(double seconds);

  /** The average rate over an interval: what the interval was paced at. */
  default double averageOver(double fromSeconds, double toSeconds) {
    return toSeconds <= fromSeconds ? rateAt(fromSeconds) : (opsBy(toSeconds) - opsBy(fromSeconds))
        / (toSeconds - fromSeconds);
  }
}
