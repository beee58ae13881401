package site.ycsb.thresholds;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import site.ycsb.config.IoProblem;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.ThresholdOptions;
import site.ycsb.model.RunResult;

/**
 * Pass/fail criteria for a run, in one syntax everywhere (the command line, calibrate's SLA, the
 * report, tests): {@code READ-COMB.p99 < 5ms; TOTAL.errorrate < 0.1%; OVERALL.throughput > 20000}.
 * Evaluated on the whole measured run (after warm-up), and, for criteria ending in {@code !}, on each
 * measured interval too (through a {@link ThresholdWatch} while the run goes on).
 *
 * <pre>
 * ThresholdResult r = Thresholds.of("READ-COMB.p99 &lt; 5ms", "TOTAL.errorrate &lt; 0.1%").evaluate(runResult);
 * if (!r.passed()) fail(r.table());
 * </pre>
 */
public final class Thresholds {
  private static final Thresholds NONE = new Thresholds(List.of(), false, Set.of());

  private final List<Criterion> criteria;
  private final boolean abortOnFail;
  /** The binding statuses the phase declared (latencytrackederrors): an OP-STATUS of one is known. */
  private final Set<String> declaredStatuses;

  private Thresholds(List<Criterion> criteria, boolean abortOnFail, Set<String> declaredStatuses) {
    this.criteria = List.copyOf(criteria);
    this.abortOnFail = abortOnFail;
    this.declaredStatuses = Set.copyOf(declaredStatuses);
  }

  /** No criteria: every run passes. */
  public static Thresholds none() {
    return NONE;
  }

  /**
   * Criteria as written; each argument may hold several separated by {@code ;}.
   *
   * @throws UsageException naming a malformed criterion, an unknown metric or aggregate
   */
  public static Thresholds of(String... criteria) {
    List<Criterion> all = new ArrayList<>();
    for (String c : criteria) {
      all.addAll(CriteriaParser.all(c, "thresholds"));
    }
    return new Thresholds(all, false, Set.of());
  }

  /**
   * The criteria a phase with these properties is judged by ({@code thresholds}, {@code thresholds.file},
   * {@code thresholds.abortonfail}), checked against what the phase records: the one reading of a run's
   * criteria, which the command line and the JUnit kit share.
   *
   * @throws UsageException naming a malformed criterion or one the phase cannot judge
   */
  public static Thresholds forPhase(Properties phase) {
    return from(phase).checkedFor(phase, "thresholds");
  }

  /** The criteria of {@code thresholds} and {@code thresholds.file}, with {@code thresholds.abortonfail}. */
  public static Thresholds from(Properties properties) {
    return from(Settings.of(properties));
  }

  /** The criteria of {@code thresholds} and {@code thresholds.file}, with {@code thresholds.abortonfail}. */
  public static Thresholds from(Settings settings) {
    List<Criterion> all = new ArrayList<>(CriteriaParser.all(settings.get(ThresholdOptions.THRESHOLDS), "thresholds"));
    String file = settings.get(ThresholdOptions.FILE);
    if (!file.isEmpty()) {
      String text;
      try {
        text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      } catch (IOException | RuntimeException e) {
        throw new UsageException("thresholds.file=" + file + ": cannot read it (" + IoProblem.describe(e)
            + "); expected a file of criteria, one or more per line");
      }
      List<Criterion> fromFile = CriteriaParser.all(text, "thresholds.file=" + file);
      if (fromFile.isEmpty()) {
        throw new UsageException("thresholds.file=" + file + ": holds no criterion; expected lines such as"
            + " READ-COMB.p99 < 5ms");
      }
      all.addAll(fromFile);
    }
    boolean abort = settings.get(ThresholdOptions.ABORT_ON_FAIL);
    if (abort && all.isEmpty()) {
      throw new UsageException("thresholds.abortonfail=true: no criteria to judge; expected thresholds or"
          + " thresholds.file");
    }
    return new Thresholds(all, abort, Set.of());
  }

  /** The same criteria, ending the run at the first one broken for good when {@code abort}. */
  public Thresholds abortingOnFail(boolean abort) {
    return new Thresholds(criteria, abort, declaredStatuses);
  }

  /** These criteria and {@code more}'s together. */
  public Thresholds and(Thresholds more) {
    List<Criterion> all = new ArrayList<>(criteria);
    all.addAll(more.criteria);
    Set<String> statuses = new HashSet<>(declaredStatuses);
    statuses.addAll(more.declaredStatuses);
    return new Thresholds(all, abortOnFail || more.abortOnFail, statuses);
  }

  public List<Criterion> criteria() {
    return criteria;
  }

  public boolean isEmpty() {
    return criteria.isEmpty();
  }

  public boolean abortOnFail() {
    return abortOnFail;
  }

  /**
   * The criterion a calibration shows the value of (its table's answer, its curve's y axis): the first
   * latency criterion of a metric, else the first; null when there are none.
   */
  public Criterion primary() {
    if (criteria.isEmpty()) {
      return null;
    }
    return criteria.stream().filter(c -> c.aggregate().dimension() == Aggregate.Dimension.LATENCY
        && !Criterion.OVERALL.equals(c.metric())).findFirst().orElse(criteria.get(0));
  }

  /** The criteria as one line, {@code ;}-separated: what the interval log's header records. */
  public String text() {
    return criteria.stream().map(Criterion::text).collect(Collectors.joining("; "));
  }

  /**
   * Refuses, before the run, criteria on metrics a phase with these properties will not record (an
   * operation its CoreWorkload does not do, Intended- latency without a schedule, ...).
   *
   * @param source how the message names where the criteria came from ({@code thresholds})
   * @throws UsageException naming the criterion and why
   */
  public void checkRecordedBy(Properties phase, String source) {
    MetricCheck.checkRecorded(criteria, phase, source);
  }

  /**
   * These criteria, checked as {@link #checkRecordedBy} does, knowing the binding statuses the phase
   * names in {@code latencytrackederrors} (a criterion on one that never occurred then means nothing
   * failed, as for core's statuses).
   */
  public Thresholds checkedFor(Properties phase, String source) {
    if (criteria.isEmpty()) {
      return this; // nothing to check: the phase's other settings are the engine's to judge
    }
    checkRecordedBy(phase, source);
    Set<String> statuses = new HashSet<>(declaredStatuses);
    statuses.addAll(MetricCheck.declaredStatuses(phase));
    return new Thresholds(criteria, abortOnFail, statuses);
  }

  /** A listener that judges the every-interval criteria during the run and, with abortonfail, ends it. */
  public ThresholdWatch watch(Runnable stop) {
    return new ThresholdWatch(this, stop);
  }

  /** The whole run's verdict (every-interval criteria judged on the whole run only). */
  public ThresholdResult evaluate(RunResult result) {
    return evaluate(Figures.of(result), null, null, null);
  }

  /** The verdict of a run watched by {@code watch}: whole run, and each interval for the {@code !} criteria. */
  public ThresholdResult evaluate(RunResult result, ThresholdWatch watch) {
    return evaluate(Figures.of(result), watch.intervals(), watch.abortedBy(), watch.abortReason());
  }

  /**
   * The verdict on figures from anywhere (a run, merged logs).
   *
   * @param intervals how the every-interval criteria fared, or null when not judged per interval
   * @param abortedBy the criterion (of these) that ended the run, or null
   * @param abortReason the criterion and how it was broken, for the table's headline, or null
   */
  public ThresholdResult evaluate(Figures whole, IntervalVerdicts intervals, Criterion abortedBy,
      String abortReason) {
    List<Check> checks = new ArrayList<>();
    int n = 0;
    for (Criterion c : criteria) {
      double v = c.aggregate().measure(c.metric(), whole);
      boolean passed;
      List<String> notes = new ArrayList<>();
      if (Double.isNaN(v)) {
        String unknownStatus = unknownStatus(c, whole);
        passed = c.failureMetric() && unknownStatus == null;
        notes.add(passed ? "no values: nothing failed" : unknownStatus != null
            ? "no values, and " + unknownStatus + " is no status the tool knows, nor one the run met or"
                + " latencytrackederrors names: misspelt?"
            : "no data: the run recorded no " + c.metric()
                + (c.aggregate().dimension() == Aggregate.Dimension.RATE ? " time" : ""));
      } else {
        passed = c.holds(v);
      }
      IntervalVerdicts.Record r = intervals == null ? null : intervals.record(c);
      if (r != null) {
        notes.add(r.describe(c));
        passed &= r.broken() == 0;
      } else if (c.everyInterval()) {
        notes.add("intervals not judged");
      }
      if (c == abortedBy) {
        notes.add("ended the run");
        passed = false;
      }
      checks.add(new Check(++n, c, v, passed, String.join("; ", notes)));
    }
    return new ThresholdResult(checks, abortReason);
  }

  /** The status of an OP-STATUS criterion that nothing says exists (a misspelling), or null. */
  private String unknownStatus(Criterion c, Figures whole) {
    String status = c.status();
    if (status == null || StatusNames.CORE.contains(status) || declaredStatuses.contains(status)) {
      return null;
    }
    return whole.statuses(c.metric()).getOrDefault(status, 0L) > 0 ? null : status;
  }
}
