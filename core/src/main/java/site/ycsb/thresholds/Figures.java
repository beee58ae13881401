package site.ycsb.thresholds;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.TickData;

/**
 * What criteria are measured on: a whole run (after warm-up) or one interval of it. Latencies by
 * metric, results by status per operation, workload operations and the time they took. TOTAL is
 * derived as the engine derives it when the source does not hold it (an interval's data).
 */
public final class Figures {
  private final Set<String> metricNames;
  private final Function<String, Histogram> lookup;
  private final Map<String, Map<String, Long>> statusCounts;
  private final long operations;
  private final double seconds;
  private final Map<String, Histogram> derived = new HashMap<>();
  /** The client's own figures: a whole run's, when measured; an interval has none. */
  private ClientFigures client;

  /**
   * @param metricNames the metrics the source holds
   * @param lookup a metric's latency histogram (null when none)
   * @param statusCounts results per status by operation ({@code READ}), TOTAL optional
   * @param operations workload operations (a READ-MODIFY-WRITE once)
   * @param seconds the time they took
   */
  public Figures(Set<String> metricNames, Function<String, Histogram> lookup,
      Map<String, Map<String, Long>> statusCounts, long operations, double seconds) {
    this.metricNames = metricNames;
    this.lookup = lookup;
    this.statusCounts = statusCounts;
    this.operations = operations;
    this.seconds = seconds;
  }

  /** A finished run's figures after warm-up, as its report shows them. */
  public static Figures of(RunResult r) {
    Figures f = new Figures(r.metrics().keySet(), r.metrics()::get, r.statusCounts(), r.measuredOperations(),
        r.measuredTimeMs() / 1000.0);
    f.client = r.client();
    return f;
  }

  /** The client's own figures ({@code CLIENT.*} criteria), null when not measured (an interval's figures). */
  public ClientFigures client() {
    return client;
  }

  /** One interval (or drain) of a running phase; read during the call that hands it over only. */
  public static Figures of(TickData interval, long lengthMs) {
    Map<String, Histogram> h = interval.histograms();
    return new Figures(h.keySet(), h::get, interval.statusCountsByMetric(), interval.workloadOperations(),
        lengthMs / 1000.0);
  }

  /** A metric's latencies, or null when it recorded none. */
  public Histogram histogram(String metric) {
    Histogram h = lookup.apply(metric);
    if (h != null || !isTotal(metric)) {
      return h;
    }
    return derived.computeIfAbsent(metric, this::total);
  }

  private static boolean isTotal(String metric) {
    return MetricNames.TOTAL.equals(metric) || (MetricNames.INTENDED_PREFIX + MetricNames.TOTAL).equals(metric);
  }

  /** TOTAL: every database call's latency whatever its result (the -COMB metrics would count twice). */
  private Histogram total(String metric) {
    boolean intended = metric.startsWith(MetricNames.INTENDED_PREFIX);
    Histogram sum = null;
    for (String name : metricNames) {
      Op op = MetricNames.opOf(name);
      if (op == null || !op.isDatabaseCall() || name.endsWith("-COMB")
          || name.startsWith(MetricNames.INTENDED_PREFIX) != intended) {
        continue;
      }
      Histogram h = lookup.apply(name);
      if (h != null && h.getTotalCount() > 0) {
        if (sum == null) {
          sum = new Histogram(h.getNumberOfSignificantValueDigits());
          sum.setAutoResize(true);
        }
        sum.add(h);
      }
    }
    return sum;
  }

  /** Results by status of a metric's operation; TOTAL (and OVERALL): of every database call. */
  public Map<String, Long> statuses(String metric) {
    if (isTotal(metric)) {
      Map<String, Long> total = statusCounts.get(MetricNames.TOTAL);
      return total != null ? total : sumOfDatabaseCalls();
    }
    Op op = MetricNames.opOf(metric);
    return op == null ? Map.of() : statusCounts.getOrDefault(op.metricName(), Map.of());
  }

  private Map<String, Long> sumOfDatabaseCalls() {
    Map<String, Long> sum = new TreeMap<>();
    statusCounts.forEach((name, counts) -> {
      Op op = MetricNames.opOf(name);
      if (op != null && op.isDatabaseCall() && op.metricName().equals(name)) {
        counts.forEach((status, n) -> sum.merge(status, n, Long::sum));
      }
    });
    return sum;
  }

  /** The validated reads by class (empty when the source validated none). */
  public ValidationCounts validation() {
    return ValidationCounts.of(statusCounts);
  }

  /** Workload operations (a READ-MODIFY-WRITE counts once, as in the report's throughput). */
  public long operations() {
    return operations;
  }

  /** The seconds the figures cover. */
  public double seconds() {
    return seconds;
  }
}
