package site.ycsb.thresholds;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the every-interval criteria ({@code !}) fared, interval by interval: how many intervals were
 * judged, how many broke each one, and the worst. An interval shorter than half the log interval
 * (the last, partial one) is not judged on its own; nor is one without data for a latency or share
 * (no reads in it says nothing of their p99). Used while a run goes on and by the report on logs.
 */
public final class IntervalVerdicts {
  /** One criterion's record over the intervals. */
  public static final class Record {
    private int judged;
    private int broken;
    private double worst = Double.NaN;
    private double worstStartSeconds;
    private double worstEndSeconds;

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

    /** "broken in 2 of 12 intervals, worst 25.3ms (40-50 s)" or "held in all 12 intervals". */
    String describe(Criterion c) {
      if (broken == 0) {
        return judged == 0 ? "no interval long enough to judge" : "held in all " + judged + " intervals";
      }
      return String.format(Locale.ROOT, "broken in %d of %d intervals, worst %s (%.0f-%.0f s)", broken, judged,
          c.format(worst), worstStartSeconds, worstEndSeconds);
    }
  }

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
   * @param startSeconds its start, seconds since the phase's start
   * @param endSeconds its end
   * @return the first criterion it broke, or null
   */
  public Criterion judge(Figures interval, double startSeconds, double endSeconds) {
    Criterion first = null;
    for (Criterion c : criteria) {
      double v = c.aggregate().measure(c.metric(), interval);
      if (Double.isNaN(v)) {
        continue;
      }
      Record r = records.get(c);
      r.judged++;
      if (!c.holds(v)) {
        r.broken++;
        boolean worse = Double.isNaN(r.worst) || (c.operator().upper() ? v > r.worst : v < r.worst);
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
