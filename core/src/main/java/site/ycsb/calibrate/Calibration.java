package site.ycsb.calibrate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
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
import site.ycsb.config.UsageException;
import site.ycsb.engine.RunResult;
import site.ycsb.measurements.Op;

/**
 * Finds the highest throughput at which a latency percentile stays within an SLA: a series of
 * ordinary run phases on the same loaded data (threads or target rate growing step by step) until
 * the SLA is broken twice or the throughput stops growing, then, stepping the target, a bisection
 * between the last rate that met the SLA and the first that did not. A client of the engine like
 * any harness: each step is a {@link PhaseRunner} call with its own properties and interval log.
 */
public final class Calibration {
  /** Runs one phase with the given properties (the command line's way: signals, status lines, log name). */
  public interface PhaseRunner {
    RunResult run(Properties props) throws DBException, WorkloadException, IOException;
  }

  /**
   * One step's figures.
   *
   * @param percentiles metric to {p50, p99, p99.9} in microseconds: the SLA metric first, then every operation
   */
  public record Step(int number, int threads, double target, double throughput, long slaValue, boolean slaMet,
      Map<String, long[]> percentiles, Path log) {
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

  public Calibration(Properties base, CalibrationSettings settings, PhaseRunner runner, PrintStream err,
      BooleanSupplier stopped) {
    this.base = base;
    this.s = settings;
    this.runner = runner;
    this.err = err;
    this.stopped = stopped;
    this.dir = Path.of(settings.dir().isEmpty()
        ? "calibrate-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
        : settings.dir());
  }

  public Outcome run() throws DBException, WorkloadException, IOException {
    if (s.load()) {
      Properties load = copy();
      load.setProperty("dotransactions", "false");
      load.setProperty("hdrhistogram.output.path", dir + "/");
      runner.run(load);
      keepObjects(load);
    }
    int broken = 0;
    Step previous = null;
    for (double value : s.steps()) {
      if (stopped.getAsBoolean()) {
        break;
      }
      Step step = runStep(value);
      if (!step.slaMet()) {
        broken++;
      }
      boolean plateaued = previous != null && step.throughput() < previous.throughput() * (1 + s.plateau());
      if (broken >= 2 || plateaued) {
        err.println("[INFO] calibrate: " + (broken >= 2 ? "the SLA was broken twice" : "the throughput stopped"
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

  /** Bisects the rate between the last step that met the SLA and the first above it that did not. */
  private void refine() throws DBException, WorkloadException, IOException {
    while (!stopped.getAsBoolean()) {
      Step good = best();
      Step bad = steps.stream().filter(st -> !st.slaMet() && good != null && st.target() > good.target())
          .min((a, b) -> Double.compare(a.target(), b.target())).orElse(null);
      if (good == null || bad == null || (bad.target() - good.target()) / good.target() <= s.resolution()) {
        return;
      }
      runStep((good.target() + bad.target()) / 2);
    }
  }

  private Step best() {
    Step best = null;
    for (Step st : steps) {
      if (st.slaMet() && (best == null || st.throughput() > best.throughput())) {
        best = st;
      }
    }
    return best;
  }

  private Step runStep(double value) throws DBException, WorkloadException, IOException {
    int number = steps.size() + 1;
    Properties p = copy();
    boolean threadsMode = s.mode() == CalibrationSettings.Mode.THREADS;
    int threads = threadsMode ? (int) value : Integer.parseInt(p.getProperty("threadcount", "1").trim());
    double target = threadsMode ? Double.parseDouble(p.getProperty("target", "0").trim()) : value;
    Path log = dir.resolve(String.format(Locale.ROOT, "calibrate-step%02d-%s.hdr", number,
        threadsMode ? "threads" + threads : "target" + Math.round(target)));
    p.setProperty("dotransactions", "true");
    p.setProperty("threadcount", Integer.toString(threads));
    p.setProperty("target", Double.toString(target));
    p.setProperty("operationcount", "0");
    p.setProperty("maxexecutiontime", Long.toString(s.warmupSeconds() + s.stepSeconds()));
    p.setProperty("measurement.warmup", Long.toString(s.warmupSeconds()));
    p.setProperty("hdrhistogram.fileoutput", "true");
    p.setProperty("hdrhistogram.output.path", log.toString());
    if (!threadsMode) {
      p.setProperty("measurement.interval", "both");
    }
    err.println(String.format(Locale.ROOT, "[INFO] calibrate: step %d, %s", number,
        threadsMode ? threads + " threads" : "target " + Math.round(target) + " ops/s with " + threads + " threads"));
    RunResult r = runner.run(p);
    keepObjects(p);
    Histogram sla = r.metrics().get(s.slaMetric());
    if (sla == null) {
      if (number == 1 && !stopped.getAsBoolean()) {
        throw new UsageException("calibrate.metric=" + s.metric() + ": the workload recorded no such metric (it recorded "
            + String.join(", ", r.metrics().keySet()) + ")");
      }
      sla = new Histogram(3);
    }
    long value99 = sla.getTotalCount() == 0 ? Long.MAX_VALUE : sla.getValueAtPercentile(s.percentile());
    Map<String, long[]> percentiles = new LinkedHashMap<>();
    percentiles.put(s.slaMetric(), figures(sla));
    for (Op op : Op.values()) {
      Histogram h = r.metrics().get(op.metricName());
      if (op.isDatabaseCall() && h != null && !op.metricName().equals(s.slaMetric())) {
        percentiles.put(op.metricName(), figures(h));
      }
    }
    Step step = new Step(number, threads, target, r.throughput(), value99, value99 <= s.maxMicros(), percentiles, log);
    steps.add(step);
    err.println(String.format(Locale.ROOT, "[INFO] calibrate: step %d: %.1f ops/s, %s %s = %d us: SLA %s", number,
        step.throughput(), s.slaMetric(), CalibrationReport.shortName(s.percentile()), value99,
        step.slaMet() ? "met" : "broken"));
    return step;
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
