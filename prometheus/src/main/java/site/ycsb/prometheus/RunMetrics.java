package site.ycsb.prometheus;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.InfoSnapshot;
import io.prometheus.metrics.model.snapshots.InfoSnapshot.InfoDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Quantiles;
import io.prometheus.metrics.model.snapshots.StateSetSnapshot;
import io.prometheus.metrics.model.snapshots.StateSetSnapshot.StateSetDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.SummarySnapshot;
import io.prometheus.metrics.model.snapshots.SummarySnapshot.SummaryDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import site.ycsb.engine.ToolVersion;
import site.ycsb.intervallog.EventLine;
import site.ycsb.measurements.ClientInterval;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.PhaseFacts;
import site.ycsb.measurements.TickData;

/**
 * The live metrics of a process's phases (docs/live-metrics.md), fed by each phase's reporter: kept
 * by the reporter's thread and, after each call, published as one immutable set of snapshots that a
 * scrape serves as it is. A scrape never waits for the reporter, nor the reporter for a scrape, and a
 * scrape always sees one consistent moment. Counters live as long as the process; the gauges
 * describe the phase running now.
 */
final class RunMetrics implements IntervalListener, MultiCollector {
  /** The quantiles of {@code ycsb_latency_seconds}; 1 is the maximum. */
  static final double[] QUANTILES = {0.5, 0.9, 0.99, 0.999, 1};
  private static final String[] PHASES = {"load", "run"};

  /** The counts of one (phase, operation, status), since the process started. */
  private record CountKey(String phase, String operation, String status) implements Comparable<CountKey> {
    @Override
    public int compareTo(CountKey o) {
      int c = phase.compareTo(o.phase);
      c = c != 0 ? c : operation.compareTo(o.operation);
      return c != 0 ? c : status.compareTo(o.status);
    }
  }

  /** The latencies of one series of one phase. */
  private record LatencyKey(String phase, LatencySeries series) implements Comparable<LatencyKey> {
    @Override
    public int compareTo(LatencyKey o) {
      int c = phase.compareTo(o.phase);
      c = c != 0 ? c : series.family().compareTo(o.series.family());
      c = c != 0 ? c : series.operation().compareTo(o.series.operation());
      return c != 0 ? c : series.result().compareTo(o.series.result());
    }
  }

  /** What a scrape serves, and which publication it is. */
  private record Published(MetricSnapshots snapshots, long version) {
  }

  // ---- the reporter's state (one phase at a time; the calls come one after another)
  private final Map<CountKey, long[]> counts = new TreeMap<>();
  private Labels run = Labels.EMPTY;
  private String phase;
  private boolean running;
  private boolean warmup;
  private double target;
  private int threads;
  private int asyncInFlight;
  private long phaseStartEpochMs;
  private LongSupplier inFlight = () -> 0;
  private long inFlightNow;
  /** Workload operations by phase and operation, as last published: a counter never goes back. */
  private final Map<CountKey, long[]> operations = new TreeMap<>();
  /** The last interval's latencies in microseconds, one per quantile. */
  private Map<LatencyKey, long[]> latencies = new TreeMap<>();
  /** Latencies' count and sum (seconds) since the process started, added at every drain as the counts are. */
  private final Map<LatencyKey, double[]> latencyTotals = new TreeMap<>();
  private double throughput = Double.NaN;
  private final Map<Integer, LiveEvent> events = new TreeMap<>();
  private final ClientGauges client = new ClientGauges();
  private long version;

  // ---- shared with the scraping threads
  private volatile Published published = new Published(MetricSnapshots.of(), 0);
  private final AtomicLong served = new AtomicLong(-1);

  RunMetrics() {
    publish();
  }

  @Override
  public void started(LogHeader header, long startEpochMs, LongSupplier operationsInFlight) {
    Map<String, String> meta = header.meta();
    run = Labels.of("client_id", header.clientId(),
        "client_index", meta.getOrDefault("client.index", "0"),
        "client_count", meta.getOrDefault("client.count", "1"),
        "binding", meta.getOrDefault("binding", ""),
        // what a user calls the workload: its -P files as given, else its class
        "workload", meta.getOrDefault("workload.files", meta.getOrDefault("workload", "")));
    PhaseFacts facts = header.facts();
    phase = facts.phase();
    running = true;
    warmup = facts.warmupSeconds() > 0;
    target = facts.target();
    threads = facts.threads();
    asyncInFlight = facts.asyncInFlight();
    phaseStartEpochMs = startEpochMs;
    inFlight = operationsInFlight;
    inFlightNow = 0;
    latencies = new TreeMap<>();
    throughput = Double.NaN;
    events.clear();
    publish();
  }

  /** A schedule moves the target: the gauge follows it (published with the drain that comes next). */
  @Override
  public void paced(double opsPerSecond) {
    target = opsPerSecond;
  }

  @Override
  public void drained(TickData tick, long nowEpochMs, boolean inWarmup) {
    tick.statusCountsByMetric().forEach((operation, byStatus) -> byStatus.forEach((status, n) ->
        counts.computeIfAbsent(new CountKey(phase, operation, status), k -> new long[1])[0] += n));
    tick.histograms().forEach((metric, h) -> {
      LatencySeries series = LatencySeries.of(metric);
      if (series != null && h.getTotalCount() > 0) {
        double[] total = latencyTotals.computeIfAbsent(new LatencyKey(phase, series), k -> new double[2]);
        total[0] += h.getTotalCount();
        total[1] += h.getMean() * h.getTotalCount() / 1e6;
      }
    });
    countOperations();
    warmup = inWarmup;
    inFlightNow = inFlight.getAsLong();
    publish();
  }

  @Override
  public void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean inWarmup) {
    Map<LatencyKey, long[]> last = new TreeMap<>();
    interval.histograms().forEach((metric, h) -> {
      LatencySeries series = LatencySeries.of(metric);
      if (series != null && h.getTotalCount() > 0) {
        last.put(new LatencyKey(phase, series), quantiles(h));
      }
    });
    latencies = last;
    if (endEpochMs > startEpochMs) {
      // workload operations, as the report's Throughput(ops/sec): a READ-MODIFY-WRITE's read and update are one
      throughput = Math.max(0, interval.workloadOperations()) * 1000.0 / (endEpochMs - startEpochMs);
    }
    publish();
  }

  /**
   * The workload operations so far: each single call on its own, each READ-MODIFY-WRITE once (its
   * read and update taken off READ and UPDATE), as the report counts them. A drain can hold a
   * READ-MODIFY-WRITE's calls and not yet the READ-MODIFY-WRITE itself, so a count is kept from going
   * back (a counter that decreases reads as a restart to Prometheus): a READ or UPDATE may run ahead by
   * the operations then in flight until as many of its own have come.
   */
  private void countOperations() {
    Map<CountKey, long[]> now = new TreeMap<>();
    Map<String, Long> rmw = new TreeMap<>();
    counts.forEach((k, n) -> {
      Op op = MetricNames.opOf(k.operation());
      if (op != null && op.metricName().equals(k.operation()) && (op.isDatabaseCall() || op == Op.READ_MODIFY_WRITE)) {
        now.computeIfAbsent(new CountKey(k.phase(), k.operation(), ""), x -> new long[1])[0] += n[0];
        if (op == Op.READ_MODIFY_WRITE) {
          rmw.merge(k.phase(), n[0], Long::sum);
        }
      }
    });
    now.forEach((k, n) -> {
      boolean inside = k.operation().equals(Op.READ.metricName()) || k.operation().equals(Op.UPDATE.metricName());
      long value = n[0] - (inside ? rmw.getOrDefault(k.phase(), 0L) : 0);
      long[] published = operations.computeIfAbsent(k, x -> new long[1]);
      published[0] = Math.max(published[0], value);
    });
  }

  /** The interval's latencies at {@link #QUANTILES}, in microseconds, as the report computes them. */
  static long[] quantiles(Histogram h) {
    long[] v = new long[QUANTILES.length];
    for (int i = 0; i < QUANTILES.length; i++) {
      v[i] = QUANTILES[i] >= 1 ? h.getMaxValue() : h.getValueAtPercentile(QUANTILES[i] * 100);
    }
    return v;
  }

  @Override
  public void clientMeasured(ClientInterval interval, boolean inWarmup) {
    client.add(interval);
    publish();
  }

  @Override
  public void event(EventLine e) {
    LiveEvent.apply(e, phaseStartEpochMs, events);
    publish();
  }

  @Override
  public void finished(String stopReason) {
    running = false;
    warmup = false;
    inFlight = () -> 0; // lets the phase's threads go
    inFlightNow = 0;
    publish();
  }

  // ---- scraping

  @Override
  public MetricSnapshots collect() {
    Published p = published;
    served.accumulateAndGet(p.version(), Math::max);
    return p.snapshots();
  }

  @Override
  public List<String> getPrometheusNames() {
    return LiveMetricNames.FAMILIES;
  }

  /** The version of the figures published last: {@link #servedVersion()} reaches it once a scrape has read them. */
  long version() {
    return published.version();
  }

  /** The newest version a scrape has read; -1 before the first scrape. */
  long servedVersion() {
    return served.get();
  }

  private void publish() {
    List<MetricSnapshot> out = new ArrayList<>();
    Labels version = run.merge(Labels.of("version", ToolVersion.get()));
    out.add(InfoSnapshot.builder().name(LiveMetricNames.BUILD).help("The tool's version: always 1.")
        .dataPoint(InfoDataPointSnapshot.builder().labels(version).build()).build());
    addCounters(out);
    if (!latencyTotals.isEmpty()) {
      addLatencies(out);
    }
    if (phase != null) {
      addPhase(out);
    }
    client.addTo(out, run);
    published = new Published(new MetricSnapshots(out), ++this.version);
  }

  private void addCounters(List<MetricSnapshot> out) {
    CounterSnapshot.Builder ops = CounterSnapshot.builder().name(LiveMetricNames.OPERATIONS)
        .help("Workload operations since the process started, by phase and operation, as -target paces them and"
            + " Throughput(ops/sec) counts them: a READ-MODIFY-WRITE once, its read and update not under READ and"
            + " UPDATE (warm-up included).");
    operations.forEach((k, n) -> {
      if (n[0] > 0) {
        ops.dataPoint(CounterDataPointSnapshot.builder()
            .labels(run.merge(Labels.of("phase", k.phase(), "operation", k.operation()))).value(n[0]).build());
      }
    });
    CounterSnapshot.Builder calls = CounterSnapshot.builder().name(LiveMetricNames.CALLS)
        .help("Database calls (READ, UPDATE, INSERT, SCAN, DELETE; those inside a READ-MODIFY-WRITE too) since the"
            + " process started, by phase, operation and status (warm-up included): the report's Return= lines.");
    CounterSnapshot.Builder other = CounterSnapshot.builder().name(LiveMetricNames.OTHER_RESULTS)
        .help("Results of what is not a single database call (READ-MODIFY-WRITE, VERIFY, CLEANUP, a binding's own)"
            + " since the process started, by phase, operation and status (warm-up included).");
    int[] n = new int[2];
    counts.forEach((k, count) -> {
      if (MetricNames.VALIDATION.equals(k.operation())) {
        return; // the validated reads' classes: a family of their own
      }
      Op op = MetricNames.opOf(k.operation());
      boolean call = op != null && op.isDatabaseCall() && op.metricName().equals(k.operation());
      n[call ? 0 : 1]++;
      (call ? calls : other).dataPoint(CounterDataPointSnapshot.builder()
          .labels(run.merge(Labels.of("phase", k.phase(), "operation", k.operation(), "status", k.status())))
          .value(count[0]).build());
    });
    if (operations.values().stream().anyMatch(c -> c[0] > 0)) {
      out.add(ops.build());
    }
    if (n[0] > 0) {
      out.add(calls.build());
    }
    if (n[1] > 0) {
      out.add(other.build());
    }
    addValidation(out);
  }

  /** The validated reads' family, from the VALIDATION pseudo-operation's counts by phase. */
  private void addValidation(List<MetricSnapshot> out) {
    Map<String, Map<String, Long>> byPhase = new TreeMap<>();
    counts.forEach((k, n) -> {
      if (MetricNames.VALIDATION.equals(k.operation())) {
        byPhase.computeIfAbsent(k.phase(), x -> new TreeMap<>()).put(k.status(), n[0]);
      }
    });
    if (!byPhase.isEmpty()) {
      out.add(ValidationReads.snapshot(byPhase, run));
    }
  }

  /**
   * A summary as client libraries keep one: quantiles over a recent window (here the last log
   * interval, exactly from its histogram), count and sum since the start (the sum from the
   * histograms, to their precision).
   */
  private void addLatencies(List<MetricSnapshot> out) {
    Map<String, SummarySnapshot.Builder> families = new TreeMap<>();
    latencyTotals.forEach((key, total) -> {
      Quantiles.Builder q = Quantiles.builder();
      long[] us = latencies.get(key);
      for (int i = 0; us != null && i < us.length; i++) {
        q.quantile(QUANTILES[i], us[i] / 1e6);
      }
      LatencySeries s = key.series();
      families.computeIfAbsent(s.family(), RunMetrics::summary).dataPoint(SummaryDataPointSnapshot.builder()
          .labels(run.merge(Labels.of("phase", key.phase(), "operation", s.operation(), "result", s.result())))
          .quantiles(q.build()).count((long) total[0]).sum(total[1]).build());
    });
    families.values().forEach(b -> out.add(b.build()));
  }

  private static SummarySnapshot.Builder summary(String family) {
    String what = family.contains("database_call") ? "Database call latency" : "Latency of what is not a single"
        + " database call (READ-MODIFY-WRITE, VERIFY, CLEANUP, a binding's own)";
    String from = family.contains("intended") ? " from the operation's intended start under -target" : "";
    return SummarySnapshot.builder().name(family).unit(Unit.SECONDS).help(what + from + ", by phase, operation and"
        + " result (ok, failed or a status): quantiles over the last log interval (measurement.interval.seconds;"
        + " quantile 1 is the maximum), count and sum since the process started, at every drain.");
  }

  private void addPhase(List<MetricSnapshot> out) {
    if (!Double.isNaN(throughput)) {
      out.add(gauge(LiveMetricNames.THROUGHPUT,
          "Workload operations per second over the last log interval, as Throughput(ops/sec) counts them"
              + " (a READ-MODIFY-WRITE once).", throughput));
    }
    StateSetDataPointSnapshot.Builder states = StateSetDataPointSnapshot.builder().labels(run);
    for (String p : PHASES) {
      states.state(p, running && p.equals(phase));
    }
    out.add(StateSetSnapshot.builder().name(LiveMetricNames.PHASE)
        .help("The phase running now (none between phases and after the last).").dataPoint(states.build()).build());
    out.add(gauge(LiveMetricNames.WARMUP, "1 while the phase is in its warm-up (measurement.warmup), else 0.",
        warmup ? 1 : 0));
    out.add(gauge(LiveMetricNames.TARGET, "This client's target rate of the phase (0 = as fast as possible).",
        target));
    out.add(gauge(LiveMetricNames.THREADS, "Client threads of the phase.", threads));
    out.add(gauge(LiveMetricNames.ASYNC_INFLIGHT,
        "async.inflight: operations each client thread keeps in flight (0 = blocking).", asyncInFlight));
    if (asyncInFlight > 0) {
      out.add(gauge(LiveMetricNames.IN_FLIGHT, "Operations issued and not yet completed, at the last drain.",
          inFlightNow));
    }
    if (!events.isEmpty()) {
      addEvents(out);
    }
  }

  private void addEvents(List<MetricSnapshot> out) {
    GaugeSnapshot.Builder runningNow = GaugeSnapshot.builder().name(LiveMetricNames.EVENT_RUNNING)
        .help("1 while a timed event's command runs (events), else 0.");
    GaugeSnapshot.Builder start = GaugeSnapshot.builder().name(LiveMetricNames.EVENT_START).unit(Unit.SECONDS)
        .help("When a timed event's command started, in seconds since the epoch.");
    GaugeSnapshot.Builder end = GaugeSnapshot.builder().name(LiveMetricNames.EVENT_END).unit(Unit.SECONDS)
        .help("When a timed event's command ended (or was killed), in seconds since the epoch.");
    boolean ended = false;
    for (LiveEvent e : events.values()) {
      Labels l = run.merge(Labels.of("event", Integer.toString(e.id()), "when", e.when(), "command", e.command()));
      runningNow.dataPoint(GaugeDataPointSnapshot.builder().labels(l).value(e.running() ? 1 : 0).build());
      start.dataPoint(GaugeDataPointSnapshot.builder().labels(l).value(e.startEpochMs() / 1000.0).build());
      if (e.endEpochMs() >= 0) {
        end.dataPoint(GaugeDataPointSnapshot.builder().labels(l).value(e.endEpochMs() / 1000.0).build());
        ended = true;
      }
    }
    out.add(runningNow.build());
    out.add(start.build());
    if (ended) {
      out.add(end.build());
    }
  }

  private GaugeSnapshot gauge(String name, String help, double value) {
    return GaugeSnapshot.builder().name(name).help(help)
        .dataPoint(GaugeDataPointSnapshot.builder().labels(run).value(value).build()).build();
  }
}
