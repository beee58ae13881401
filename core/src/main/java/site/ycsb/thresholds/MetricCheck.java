package site.ycsb.thresholds;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * Whether a criterion's metric exists: by its name alone (a metric of the report, or OVERALL), and
 * in a phase whose properties are known before it starts (the operations a CoreWorkload does, the
 * metrics the measurement settings record).
 */
final class MetricCheck {
  private static final Pattern STATUS = Pattern.compile("[A-Z][A-Z0-9_]*");
  private static final String KNOWN = "OVERALL, TOTAL, VALIDATION or an operation's metric (READ, READ-COMB, READ-FAILED,"
      + " READ-NOT_FOUND, Intended-READ, ... for READ, UPDATE, INSERT, SCAN, DELETE, READ-MODIFY-WRITE, VERIFY)";

  private MetricCheck() {
  }

  /** What is wrong with a metric's name for this aggregate, or null when nothing is. */
  static String nameProblem(String metric, Aggregate aggregate) {
    boolean client = Criterion.CLIENT.equals(metric);
    if (client != (aggregate.kind() == Aggregate.Kind.CLIENT)) {
      return client ? "CLIENT has only the client's own figures; expected CLIENT.<figure>, <figure> one of "
          + String.join(", ", ClientFigureNames.words())
          : aggregate.name() + " is one of the client's own figures; expected CLIENT." + aggregate.name();
    }
    if (client) {
      return null;
    }
    if (MetricNames.VALIDATION.equals(metric)) {
      boolean validated = aggregate.kind() == Aggregate.Kind.VALIDATED
          || aggregate.kind() == Aggregate.Kind.VALIDATEDSHARE;
      return validated ? null : "VALIDATION counts validated reads, it has no " + aggregate.name() + "; expected"
          + " VALIDATION.<figure> with a figure of " + Aggregate.VALIDATION_NAMES;
    }
    if (Criterion.OVERALL.equals(metric)) {
      return aggregate.dimension() == Aggregate.Dimension.LATENCY
          ? "OVERALL has no latency; expected TOTAL." + aggregate.name() + " (every database call) or an operation's"
              + " metric such as READ-COMB." + aggregate.name()
          : null;
    }
    if (known(metric)) {
      return null;
    }
    String upper = metric.toUpperCase(Locale.ROOT);
    String suggestion = upper.startsWith("INTENDED-") ? MetricNames.INTENDED_PREFIX + upper.substring(9) : upper;
    return "unknown metric '" + metric + "'; " + (known(suggestion) && !suggestion.equals(metric)
        ? "did you mean " + suggestion + "?" : "expected " + KNOWN);
  }

  private static boolean known(String metric) {
    if (Criterion.OVERALL.equals(metric) || MetricNames.VALIDATION.equals(metric)) {
      return true;
    }
    String m = metric.startsWith(MetricNames.INTENDED_PREFIX) ? metric.substring(MetricNames.INTENDED_PREFIX.length())
        : metric;
    if (MetricNames.TOTAL.equals(m)) {
      return true;
    }
    Op op = MetricNames.opOf(m);
    if (op == null) {
      return false;
    }
    String suffix = m.substring(op.metricName().length());
    return suffix.isEmpty() || suffix.equals("-COMB") || suffix.equals("-FAILED")
        || (suffix.startsWith("-") && STATUS.matcher(suffix.substring(1)).matches());
  }

  /**
   * Refuses criteria on metrics the phase with these properties will not record: an operation the
   * CoreWorkload does not do, {@code Intended-} metrics without {@code measurement.interval=intended|both},
   * {@code -COMB} without {@code measurement.combined}, {@code OP-<STATUS>} for a status whose
   * latency is not tracked apart.
   *
   * @param source how messages name where the criteria came from
   */
  static void checkRecorded(List<Criterion> criteria, Properties phase, String source) {
    Props p = new Props(phase);
    MeasurementSettings m = new MeasurementSettings(Settings.of(phase));
    Optional<CoreWorkloadOperations> ops = CoreWorkloadOperations.of(p);
    List<String> declared = declaredStatuses(phase);
    boolean validates = Settings.of(phase).get(WorkloadOptions.VALIDATION);
    for (Criterion c : criteria) {
      String problem = MetricNames.VALIDATION.equals(c.metric()) && !validates
          ? "VALIDATION." + c.aggregate().name() + " is counted only with validation=true"
          : recordedProblem(c, m, ops, declared);
      if (problem != null) {
        throw new UsageException(source + ": '" + c.text() + "': " + problem);
      }
    }
  }

  /** The statuses {@code latencytrackederrors} names: a binding's own ones a criterion may name. */
  static List<String> declaredStatuses(Properties phase) {
    return Settings.of(phase).get(MeasurementOptions.LATENCY_TRACKED_ERRORS);
  }

  private static String recordedProblem(Criterion c, MeasurementSettings m, Optional<CoreWorkloadOperations> ops,
      List<String> declared) {
    if (Criterion.OVERALL.equals(c.metric()) || Criterion.CLIENT.equals(c.metric())) {
      return null;
    }
    if (MetricNames.VALIDATION.equals(c.metric())) {
      return null; // counted by a run with validation=true (checked above)
    }
    boolean intended = c.metric().startsWith(MetricNames.INTENDED_PREFIX);
    String name = intended ? c.metric().substring(MetricNames.INTENDED_PREFIX.length()) : c.metric();
    boolean latencyData = c.aggregate().dimension() != Aggregate.Dimension.SHARE;
    if (latencyData && intended && !m.recordsIntendedLatency()) {
      return c.metric() + " is recorded only with measurement.interval=intended or both (latency from the -target"
          + " schedule)";
    }
    if (latencyData && !intended && !m.recordsOpLatency()) {
      return c.metric() + " is not recorded with measurement.interval=intended; expected Intended-" + c.metric()
          + " or measurement.interval=both";
    }
    if (MetricNames.TOTAL.equals(name)) {
      return null;
    }
    Op op = MetricNames.opOf(name);
    String suffix = name.substring(op.metricName().length());
    if (suffix.equals("-COMB") && (!m.combined() || !op.hasCombinedMetric())) {
      return name + " is not recorded" + (m.combined() ? " (" + op.metricName() + " has no -COMB metric)"
          : " with measurement.combined=false");
    }
    // a misspelling is named before whether the status is tracked apart: it is the likelier mistake
    String status = c.status();
    if (status != null && !StatusNames.CORE.contains(status) && !declared.contains(status)) {
      String near = StatusNames.closest(status, Set.copyOf(declared));
      return status + " is not a status the tool knows" + (near == null ? "" : " (did you mean " + op.metricName()
          + "-" + near + "?)") + "; " + StatusNames.expected(declared);
    }
    if (suffix.startsWith("-") && !suffix.equals("-COMB") && !suffix.equals("-FAILED")
        && !suffix.equals("-" + MetricNames.NOT_FOUND) && !m.tracksLatencyOf(suffix.substring(1))) {
      return name + " is recorded only with reportlatencyforeacherror=true or " + suffix.substring(1)
          + " in latencytrackederrors (else its failures are in " + op.metricName() + "-FAILED); expected "
          + op.metricName() + "-FAILED or " + op.metricName() + ".errorrate";
    }
    if (ops.isPresent() && !ops.get().does(op)) {
      return ops.get().whyNot(op);
    }
    return null;
  }
}
