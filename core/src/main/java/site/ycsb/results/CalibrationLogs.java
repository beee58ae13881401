package site.ycsb.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;
import site.ycsb.model.ClientVerdict;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.Figures;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * The logs of a {@code bin/ycsb calibrate} read back as a calibration, not as one run: each step (a
 * log whose properties hold {@code calibrate.step}) is a run of its own, judged by the SLA it ran
 * with ({@code #[meta thresholds=...]}) and by calibrate.check's exit in the output beside it; the
 * chosen step is the highest throughput that met both, as calibrate chose it. The steps' logs
 * merged in time order make the timeline of the charts, each step's start marked.
 *
 * @param steps the steps in order
 * @param chosen the step with the highest throughput that met the SLA, or null
 * @param sla the criteria of the first step (all steps of one calibration share them)
 * @param primary the criterion the curve draws (the first latency one), or null without criteria
 * @param timeline the steps' logs merged, for the charts over time
 * @param notes what the reader should know
 */
public record CalibrationLogs(List<Step> steps, Step chosen, Thresholds sla, Criterion primary, RunData timeline,
    List<String> notes) {

  /**
   * One step.
   *
   * @param number its number
   * @param run its log read as a run (label {@code step N})
   * @param verdict its criteria's verdict (null without criteria)
   * @param check calibrate.check's outcome line after it ({@code exit}, {@code seconds}, {@code command}), or null
   * @param between calibrate.between's before it, or null
   * @param primaryValue the primary criterion's value on it (base unit; NaN: none)
   * @param met whether it met the SLA and its check
   */
  public record Step(int number, RunData run, ThresholdResult verdict, Map<String, String> check,
      Map<String, String> between, double primaryValue, boolean met) {

    public int threads() {
      return (int) parse(run.logs().get(0).meta().get("threads"));
    }

    public double target() {
      return parse(run.logs().get(0).meta().get("target"));
    }

    public double throughput() {
      return run.summary().throughput();
    }

    /** Whether calibrate.check failed after it. */
    public boolean checkFailed() {
      return check != null && !"0".equals(check.get("exit"));
    }
  }

  /** Whether the logs are a calibration's: every run-phase log among them is a step. */
  public static boolean isCalibration(List<Path> files) {
    boolean any = false;
    for (Path f : files) {
      try (LogReader r = LogReader.open(f)) {
        LogInfo info = r.info();
        if (!"run".equals(info.phase())) {
          continue;
        }
        if (!info.properties().containsKey(StepFiles.STEP_PROPERTY)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  /**
   * Reads the steps.
   *
   * @param given criteria to judge the steps by instead of those they recorded (empty: theirs)
   */
  public static CalibrationLogs load(List<Path> files, Properties overrides, Predicate<String> secret,
      Predicate<String> series, Thresholds given) {
    List<Path> stepFiles = new ArrayList<>();
    for (Path f : files) {
      try (LogReader r = LogReader.open(f)) {
        if ("run".equals(r.info().phase()) && r.info().properties().containsKey(StepFiles.STEP_PROPERTY)) {
          stepFiles.add(f);
        }
      }
    }
    List<String> notes = new ArrayList<>();
    List<Step> steps = new ArrayList<>();
    Thresholds sla = Thresholds.none();
    for (Path f : stepFiles) {
      try (LogSet set = LogSet.open(List.of(f.toString()), "run")) {
        int number = (int) parse(set.logs().get(0).properties().get(StepFiles.STEP_PROPERTY));
        Thresholds criteria = LogThresholds.criteria(set.logs(), given, notes);
        if (steps.isEmpty()) {
          sla = criteria;
        }
        LogThresholds.Windows windows = new LogThresholds.Windows(criteria, set.logs().get(0).startMs(),
            set.windowMs());
        RunData run = RunData.load("step " + number, set, overrides, secret, series,
            windows.isEmpty() ? null : windows, null);
        ThresholdResult verdict = criteria.isEmpty() ? null : LogThresholds.judge(run, criteria, windows);
        Map<String, String> check = StepFiles.outcome(StepFiles.checkOutput(f));
        Map<String, String> between = StepFiles.outcome(StepFiles.betweenOutput(f));
        Criterion primary = criteria.primary();
        double value = primary == null ? Double.NaN
            : primary.aggregate().measure(primary.metric(), Figures.of(run.summary()));
        boolean met = (verdict == null || verdict.passed()) && (check == null || "0".equals(check.get("exit")));
        steps.add(new Step(number, run, verdict, check, between, value, met));
      }
    }
    steps.sort(Comparator.comparingInt(Step::number));
    Step chosen = null;
    for (Step st : steps) {
      // a step the client limited is not the database's knee (model.ClientVerdict), as calibrate decides
      if (st.met() && (st.run().summary().client() == null
          || ClientVerdict.ofThroughput(st.run().summary().client()).isEmpty())
          && (chosen == null || st.throughput() > chosen.throughput())) {
        chosen = st;
      }
    }
    RunData timeline;
    try (LogSet set = LogSet.open(stepFiles.stream().map(Path::toString).toList(), "run")) {
      RunData merged = RunData.load("", set, overrides, secret, series, null, null);
      List<RunEvent> events = new ArrayList<>(merged.events());
      for (Step st : steps) {
        LogInfo log = st.run().logs().get(0);
        events.add(new RunEvent(log.clientId(), st.number(), "step " + st.number(), "step " + st.number() + ": "
            + st.threads() + " threads" + (st.target() > 0 ? ", target " + Math.round(st.target()) + " ops/s" : ""),
            st.run().startMs(), st.run().endMs(), st.met() ? "met" : "overloaded"));
      }
      events.sort(Comparator.comparingLong(RunEvent::startMs));
      timeline = new RunData("", merged.logs(), merged.ends(), merged.summary(), merged.series(), events,
          merged.properties(), merged.notes(), merged.startMs(), merged.endMs(), merged.statistics());
    }
    return new CalibrationLogs(steps, chosen, sla, sla.primary(), timeline, notes);
  }

  private static double parse(String s) {
    try {
      return s == null ? 0 : Double.parseDouble(s);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
