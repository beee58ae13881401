package site.ycsb.thresholds;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the every-interval criteria ({@code !}) fared, interval by interval: how many intervals were
 * judged, how many broke each one, and the worst. An interval shorter than half the log interval
 * (the last, partial one) is not judged on its own; nor is one without data for a latency or share
 * (no reads in it says nothing of their p99). A lower bound on {@code count} is judged on full
 * intervals only (at least {@link #FULL} of the length): a partial one holds fewer operations for
 * lack of time, not of speed, and is named in the note instead. Used while a run goes on and by the
 * report on logs, so both judge alike.
 */
public final class IntervalVerdicts {
  /** One criterion's record over the intervals. */
  public static final class Record {
    private int judged;
    private int broken;
    private double worst = Double.NaN;
    private double worstStartSeconds;
    private double worstEndSeconds;
    private int partial;
    private double partialStartSeconds;
    private double partialEndSeconds;

    public int judged() {
      return judged;
    }

    public int broken() {
      return broken;
    }

    /** The worst value of a broken interval (NaN when none broke it). */
    public double worst() {
      return worst;
    }

    /** Where the worst interval lies, seconds since the phase's start. */
    public double worstStartSeconds() {
      return worstStartSeconds;
    }

    public double worstEndSeconds() {
      return worstEndSeconds;
    }

    /** Partial intervals a lower bound on count skipped. */
    public int partial() {
      return partial;
    }

    /**
     * "broken in 2 of 12 intervals, worst 25.3ms (40-50 s)" or "held in all 12 intervals", then the
     * partial intervals a lower bound on count left out, if any.
     */
    String describe(Criterion c) {
      String verdict;
      if (broken == 0) {
        verdict = judged == 0 ? "no interval long enough to judge" : "held in all " + judged + " intervals";
      } else {
        verdict = String.format(Locale.ROOT, "broken in %d of %d intervals, worst %s (%.0f-%.0f s)", broken,
            judged, c.format(worst), worstStartSeconds, worstEndSeconds);
      }
      if (partial == 0) {
        return verdict;
      }
      return verdict + String.format(Locale.ROOT, "; %s not judged (a count's lower bound needs a full interval)",
          partial == 1 ? String.format(Locale.ROOT, "the partial interval %.1f-%.1f s", partialStartSeconds,
              partialEndSeconds) : partial + " partial intervals");
    }
  }

  /** The share of the log interval from which an interval is full. */
  public static final double FULL = 0.9;

  private final Map<Criterion, Record> records = new IdentityHashMap<>();
  private final List<Criterion> criteria;

  /** @param criteria all criteria; only those with {@code !} are judged per interval */
  public IntervalVerdicts(List<Criterion> criteria) {
    this.criteria = criteria.stream().filter(Criterion::everyInterval).toList();
    this.criteria.forEach(c -> records.put(c, new Record()));
  }

  public boolean isEmpty() {
    return criteria.isEmpty();
  }

  /**
   * Judges one measured interval.
   *
   * @param interval its figures; {@link Figures#seconds()} is its length
   * @param startSeconds its start, seconds since the phase's start
   * @param endSeconds its end
   * @param fullSeconds the length of a full interval (the log interval)
   * @return the first criterion it broke, or null
   */
  public Criterion judge(Figures interval, double startSeconds, double endSeconds, double fullSeconds) {
    if (interval.seconds() < fullSeconds / 2) {
      return null;
    }
    boolean partial = interval.seconds() < fullSeconds * FULL;
    Criterion first = null;
    for (Criterion c : criteria) {
      Record r = records.get(c);
      if (partial && c.aggregate().kind() == Aggregate.Kind.COUNT && !c.operator().upper()) {
        r.partial++;
        r.partialStartSeconds = startSeconds;
        r.partialEndSeconds = endSeconds;
        continue;
      }
      double v = c.aggregate().measure(c.metric(), interval);
      if (Double.isNaN(v)) {
        continue;
      }
      r.judged++;
      if (!c.holds(v)) {
        r.broken++;
        boolean worse = Double.isNaN(r.worst) || c.operator().worse(v, r.worst, c.bound());
        if (worse) {
          r.worst = v;
          r.worstStartSeconds = startSeconds;
          r.worstEndSeconds = endSeconds;
        }
        if (first == null) {
          first = c;
        }
      }
    }
    return first;
  }

  /** A criterion's record, or null when it is not an every-interval one. */
  public Record record(Criterion c) {
    return records.get(c);
  }
}
