package site.ycsb.calibrate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;
import site.ycsb.DBException;
import site.ycsb.WorkloadException;
import site.ycsb.config.IoProblem;
import site.ycsb.config.RunFolder;
import site.ycsb.config.UsageException;
import site.ycsb.model.ClientVerdict;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.Op;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.results.StepFiles;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.Figures;
import site.ycsb.engine.JudgedRun;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * Finds the highest throughput at which the SLA holds: a series of ordinary run phases on the same
 * loaded data (threads or target rate growing step by step) until two steps are overloaded or the
 * throughput stops growing, then, stepping the target, a bisection between the last rate that met
 * the SLA and the first that did not. A step is overloaded when it breaks a criterion of the SLA
 * (calibrate.max, thresholds) or when {@code calibrate.check} exits non-zero after it; the
 * Instaclustr study's definition (latency, pending compactions, CPU) maps onto the two. A client of
 * the engine like any harness: each step is a {@link PhaseRunner} call with its own properties and
 * interval log.
 */
public final class Calibration {
  /** Runs one phase with the given properties, judged by the given criteria (the command line's way). */
  public interface PhaseRunner {
    JudgedRun run(Properties props, Thresholds criteria) throws DBException, WorkloadException, IOException;
  }

  /**
   * One step's figures.
   *
   * @param slaValue the primary criterion's measured value in its base unit (microseconds for a latency; NaN: no data)
   * @param slaMet whether the step met the SLA: every criterion, and calibrate.check when given
   * @param percentiles metric to {p50, p99, p99.9} in microseconds: the primary metric first, then every operation
   * @param criteria the verdict of each criterion on the step
   * @param check how calibrate.check ended after it, or null
   * @param between how calibrate.between ended before it, or null
   * @param startMs when the step's phase started (ms since the epoch)
   * @param endMs when it ended
   * @param clientLimit the verdict's line when the client may have limited the step (model.ClientVerdict),
   *     else null: such a step is never taken for the database's knee
   */
  public record Step(int number, int threads, double target, double throughput, double slaValue, boolean slaMet,
      Map<String, long[]> percentiles, Path log, ThresholdResult criteria, CommandOutcome check,
      CommandOutcome between, long startMs, long endMs, String clientLimit) {

    /** Whether the step can stand for the database: it met the SLA and the client did not limit it. */
    public boolean eligible() {
      return slaMet && clientLimit == null;
    }
  }

  /** All steps, and the one chosen (the highest throughput that met the SLA), or null when none did. */
  public record Outcome(List<Step> steps, Step chosen) {
  }

  private final Properties base;
  private final CalibrationSettings s;
  private final PhaseRunner runner;
  private final PrintStream err;
  private final BooleanSupplier stopped;
  private final Path dir;
  private final List<Step> steps = new ArrayList<>();
  private boolean betweenDue;

  public Calibration(Properties base, CalibrationSettings settings, PhaseRunner runner, PrintStream err,
      BooleanSupplier stopped) {
    this.base = base;
    this.s = settings;
    this.runner = runner;
    this.err = err;
    this.stopped = stopped;
    // by default the run's folder (results.dir, which the command line sets): one folder per calibration
    this.dir = settings.dir().isEmpty() ? RunFolder.of(settings.resultsDir(), settings.db(), "calibrate")
        : Path.of(settings.dir());
  }

  public Outcome run() throws DBException, WorkloadException, IOException {
    try {
      Files.createDirectories(dir);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("calibrate.dir=" + dir + ": cannot create it (" + IoProblem.describe(e) + ")");
    }
    if (s.intervalSeconds() != s.wantedIntervalSeconds()) {
      err.println("[INFO] calibrate: the steps log every " + s.intervalSeconds() + " s (measurement.interval.seconds),"
          + " a divisor of calibrate.warmup.seconds=" + s.warmupSeconds() + ", so that each step's log leaves out"
          + " exactly its warm-up and its figures are the table's");
    }
    if (s.load()) {
      Properties load = copy();
      load.setProperty(RunOptions.DO_TRANSACTIONS.name(), "false");
      load.setProperty(MeasurementOptions.OUTPUT_PATH.name(), dir + "/");
      runner.run(load, Thresholds.none());
      keepObjects(load);
      betweenDue = true;
    }
    int overloaded = 0;
    Step previous = null;
    for (double value : s.steps()) {
      if (stopped.getAsBoolean()) {
        break;
      }
      Step step = runStep(value);
      if (step == null) {
        break;
      }
      if (!step.slaMet()) {
        overloaded++;
      }
      boolean plateaued = previous != null && step.throughput() < previous.throughput() * (1 + s.plateau());
      if (overloaded >= 2 || plateaued) {
        err.println("[INFO] calibrate: " + (overloaded >= 2 ? "two steps were overloaded (the SLA broken"
            + (s.check().isEmpty() ? "" : " or calibrate.check failed") + ")" : "the throughput stopped"
            + " growing (less than calibrate.plateau=" + s.plateau() + " more)") + "; no further steps");
        break;
      }
      previous = step;
    }
    if (s.mode() == CalibrationSettings.Mode.TARGET) {
      refine();
    }
    return new Outcome(List.copyOf(steps), best());
  }

  /**
   * Bisects the rate between the highest target that met the SLA and the first above it that did not,
   * or that the client limited: above such a step the database's knee cannot be told from the client's,
   * and bisecting towards it again would repeat the same rate for ever. The lower bound is the highest
   * eligible target, not the best throughput: a midpoint that meets the SLA at less throughput than
   * an earlier step must still move the bound, or the same midpoint would run for ever.
   */
  private void refine() throws DBException, WorkloadException, IOException {
    while (!stopped.getAsBoolean()) {
      Step good = steps.stream().filter(Step::eligible).max((a, b) -> Double.compare(a.target(), b.target()))
          .orElse(null);
      Step bad = steps.stream().filter(st -> !st.eligible() && good != null && st.target() > good.target())
          .min((a, b) -> Double.compare(a.target(), b.target())).orElse(null);
      if (good == null || bad == null || (bad.target() - good.target()) / good.target() <= s.resolution()) {
        return;
      }
      if (runStep((good.target() + bad.target()) / 2) == null) {
        return;
      }
    }
  }

  private Step best() {
    Step best = null;
    for (Step st : steps) {
      if (st.eligible() && (best == null || st.throughput() > best.throughput())) {
        best = st;
      }
    }
    return best;
  }

  /** Runs one step (with calibrate.between before it and calibrate.check after it); null when stopped before it. */
  private Step runStep(double value) throws DBException, WorkloadException, IOException {
    int number = steps.size() + 1;
    Properties p = s.stepProperties(base);
    boolean threadsMode = s.mode() == CalibrationSettings.Mode.THREADS;
    int threads = threadsMode ? (int) value : s.baseThreads();
    double target = threadsMode ? s.baseTarget() : value;
    Path log = dir.resolve(String.format(Locale.ROOT, "calibrate-step%02d-%s.hdr", number,
        threadsMode ? "threads" + threads : "target" + Math.round(target)));
    p.setProperty(RunOptions.THREAD_COUNT.name(), Integer.toString(threads));
    p.setProperty(RunOptions.TARGET.name(), Double.toString(target));
    p.setProperty(MeasurementOptions.OUTPUT_PATH.name(), log.toString());
    p.setProperty(StepFiles.STEP_PROPERTY, Integer.toString(number)); // so its log says it is a step (bin/ycsb report)
    CommandOutcome between = null;
    if (betweenDue && !s.between().isEmpty()) {
      err.println("[INFO] calibrate: calibrate.between before step " + number + ": " + s.between());
      between = StepCommand.run("calibrate.between", s.between(), number, betweenEnvironment(number, threads, target),
          StepFiles.betweenOutput(log), stopped);
      err.println("[INFO] calibrate: calibrate.between " + between.describe());
      if (stopped.getAsBoolean()) {
        return null;
      }
    }
    betweenDue = true;
    err.println(String.format(Locale.ROOT, "[INFO] calibrate: step %d, %s", number,
        threadsMode ? threads + " threads" : "target " + Math.round(target) + " ops/s with " + threads + " threads"));
    long startMs = System.currentTimeMillis();
    JudgedRun judged = runner.run(p, s.sla());
    long endMs = System.currentTimeMillis();
    RunResult r = judged.result();
    keepObjects(p);
    Criterion primary = s.primary();
    Histogram primaryHistogram = r.metrics().get(primary.metric());
    if (primaryHistogram == null && primary.metric().equals(s.slaMetric()) && s.maxMicros() > 0 && number == 1
        && !stopped.getAsBoolean()) {
      // a workload whose operations cannot be known before it runs (not a CoreWorkload)
      throw new UsageException("calibrate.metric=" + s.metric() + ": the workload recorded no such metric (it recorded "
          + String.join(", ", r.metrics().keySet()) + ")");
    }
    double slaValue = primary.aggregate().measure(primary.metric(), Figures.of(r));
    Map<String, long[]> percentiles = new LinkedHashMap<>();
    if (primaryHistogram != null) {
      percentiles.put(primary.metric(), figures(primaryHistogram));
    }
    for (Op op : Op.values()) {
      Histogram h = r.metrics().get(op.metricName());
      if (op.isDatabaseCall() && h != null && !op.metricName().equals(primary.metric())) {
        percentiles.put(op.metricName(), figures(h));
      }
    }
    ThresholdResult verdict = judged.verdict();
    CommandOutcome check = null;
    if (!s.check().isEmpty() && !stopped.getAsBoolean()) {
      check = StepCommand.run("calibrate.check", s.check(), number,
          checkEnvironment(number, threads, target, r, verdict, slaValue, startMs, endMs, log),
          StepFiles.checkOutput(log), stopped);
    }
    boolean met = verdict.passed() && (check == null || check.ok());
    Step step = new Step(number, threads, target, r.throughput(), slaValue, met, percentiles, log, verdict, check,
        between, startMs, endMs, r.client() == null ? null : ClientVerdict.ofThroughput(r.client()).orElse(null));
    steps.add(step);
    err.println(String.format(Locale.ROOT, "[INFO] calibrate: step %d: %.1f ops/s, %s = %s: %s", number,
        step.throughput(), primary.metric() + "." + primary.aggregate().name(), primary.format(slaValue),
        verdict(step)));
    if (step.slaMet() && step.clientLimit() != null) {
      err.println("[WARN] calibrate: step " + number + " met the SLA but is not taken for the database's knee: the "
          + step.clientLimit() + " (docs/numbers.md, the client's own figures)");
    }
    return step;
  }

  /** "SLA met", "SLA broken (TOTAL.errorrate < 1%: 2.1%)", "overloaded (calibrate.check exit 1: ...)". */
  static String verdict(Step st) {
    StringBuilder sb = new StringBuilder(st.criteria().passed() ? "SLA met" : "SLA broken (");
    if (!st.criteria().passed()) {
      st.criteria().broken().forEach(c -> sb.append(sb.charAt(sb.length() - 1) == '(' ? "" : ", ")
          .append(c.criterion().text()).append(": ").append(c.measuredText()));
      sb.append(')');
    }
    if (st.check() != null) {
      sb.append(st.check().ok() ? "; check ok" : "; overloaded: calibrate.check " + st.check().describe());
    }
    return sb.toString();
  }

  private Map<String, String> betweenEnvironment(int number, int threads, double target) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("YCSB_CALIBRATE_DIR", dir.toAbsolutePath().toString());
    env.put("YCSB_STEP", Integer.toString(number));
    env.put("YCSB_STEP_THREADS", Integer.toString(threads));
    env.put("YCSB_STEP_TARGET", String.format(Locale.ROOT, "%.0f", target));
    env.put("YCSB_PREVIOUS_STEP_LOG", steps.isEmpty() ? "" : steps.get(steps.size() - 1).log().toAbsolutePath()
        .toString());
    return env;
  }

  private Map<String, String> checkEnvironment(int number, int threads, double target, RunResult r,
      ThresholdResult verdict, double slaValue, long startMs, long endMs, Path log) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("YCSB_CALIBRATE_DIR", dir.toAbsolutePath().toString());
    env.put("YCSB_STEP", Integer.toString(number));
    env.put("YCSB_STEP_THREADS", Integer.toString(threads));
    env.put("YCSB_STEP_TARGET", String.format(Locale.ROOT, "%.0f", target));
    env.put("YCSB_STEP_THROUGHPUT", String.format(Locale.ROOT, "%.1f", r.throughput()));
    env.put("YCSB_STEP_OPERATIONS", Long.toString(r.measuredOperations()));
    env.put("YCSB_STEP_START_MS", Long.toString(startMs));
    env.put("YCSB_STEP_END_MS", Long.toString(endMs));
    env.put("YCSB_STEP_LOG", log.toAbsolutePath().toString());
    env.put("YCSB_STEP_SLA", s.sla().text());
    env.put("YCSB_STEP_SLA_MET", Boolean.toString(verdict.passed()));
    env.put("YCSB_STEP_SLA_VALUE", Double.isNaN(slaValue) ? "" : String.format(Locale.ROOT, "%.1f", slaValue));
    return env;
  }

  private static long[] figures(Histogram h) {
    return new long[] {h.getValueAtPercentile(50), h.getValueAtPercentile(99), h.getValueAtPercentile(99.9)};
  }

  private Properties copy() {
    Properties p = new Properties();
    p.putAll(base);
    return p;
  }

  /** Objects a phase left in its properties (the memory store) serve the next step. */
  private void keepObjects(Properties from) {
    from.forEach((k, v) -> {
      if (!(v instanceof String)) {
        base.putIfAbsent(k, v);
      }
    });
  }

  /** The folder of the steps' interval logs. */
  public Path dir() {
    return dir;
  }
}
