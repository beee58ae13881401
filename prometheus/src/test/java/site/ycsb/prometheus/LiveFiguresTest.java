package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.TickData;

/**
 * The live figures are the report's (docs/live-metrics.md): the throughput counts workload
 * operations (a READ-MODIFY-WRITE once, as {@code -target} paces them), each family adds up to
 * something the report prints, and the latency counts move with the counters at every drain.
 */
class LiveFiguresTest {
  /** A paced workloadf in memory: half reads, half read-modify-writes, 1 s log intervals. */
  private static Properties workloadF() {
    return LiveRun.props("db=memory", "recordcount=500", "operationcount=3000", "target=1500", "threadcount=2",
        "readproportion=0.5", "updateproportion=0", "readmodifywriteproportion=0.5",
        "measurement.interval.seconds=1", "measurement.interval=both");
  }

  /** Keeps, after each interval, the throughput gauge and the interval's workload operations per second. */
  static final class Throughputs implements IntervalListener {
    final RunMetrics metrics = new RunMetrics();
    final List<double[]> gaugeAndExpected = new ArrayList<>();
    final List<String> drainMismatches = new ArrayList<>();
    int drainsWithCalls;

    @Override
    public void started(LogHeader header, long startEpochMs, LongSupplier inFlight) {
      metrics.started(header, startEpochMs, inFlight);
    }

    @Override
    public void drained(TickData tick, long nowEpochMs, boolean warmup) {
      metrics.drained(tick, nowEpochMs, warmup);
      // what a scrape right after this drain reads: every call counted has its latency counted
      Exposition e = Exposition.parse(LiveRun.text(metrics.collect()));
      Map<String, Double> calls = new TreeMap<>();
      e.named("ycsb_database_calls_total").forEach(s -> calls.merge(s.label("phase") + " " + s.label("operation"),
          s.value(), Double::sum));
      Map<String, Double> latencies = new TreeMap<>();
      e.named("ycsb_database_call_latency_seconds_count").forEach(s -> latencies.merge(
          s.label("phase") + " " + s.label("operation"), s.value(), Double::sum));
      drainsWithCalls += calls.isEmpty() ? 0 : 1;
      if (!calls.equals(latencies)) {
        drainMismatches.add("calls " + calls + " latency counts " + latencies);
      }
    }

    @Override
    public void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean warmup) {
      metrics.intervalClosed(interval, startEpochMs, endEpochMs, warmup);
      long calls = interval.databaseOperations();
      long rmw = interval.statuses(Op.READ_MODIFY_WRITE).total();
      Exposition.Sample gauge = Exposition.parse(LiveRun.text(metrics.collect()))
          .find("ycsb_throughput_operations_per_second");
      if (endEpochMs > startEpochMs && calls > 0) {
        gaugeAndExpected.add(new double[] {gauge.value(), (calls - rmw) * 1000.0 / (endEpochMs - startEpochMs)});
      }
    }

    @Override
    public void finished(String stopReason) {
      metrics.finished(stopReason);
    }
  }

  @Test
  void theThroughputCountsAReadModifyWriteOnceAsTargetPacesItAndTheReportCountsIt() throws Exception {
    Throughputs listener = new Throughputs();
    RunResult result = LiveRun.loadThenRun(workloadF(), listener);

    assertThat(result.statusCounts().get("READ-MODIFY-WRITE").values().stream().mapToLong(Long::longValue).sum())
        .as("the run did read-modify-writes").isGreaterThan(500);
    assertThat(listener.gaugeAndExpected).hasSizeGreaterThanOrEqualTo(2);
    for (double[] g : listener.gaugeAndExpected) {
      assertThat(g[0]).as("the gauge against the interval's workload operations per second")
          .isCloseTo(g[1], within(0.05));
    }
    Exposition end = Exposition.parse(LiveRun.text(listener.metrics.collect()));
    double operations = end.named("ycsb_operations_total").stream().filter(s -> "run".equals(s.label("phase")))
        .mapToDouble(Exposition.Sample::value).sum();
    assertThat(operations).as("sum(ycsb_operations_total{phase=\"run\"}): the report's operations")
        .isEqualTo(result.operations());
  }

  @Test
  void theDatabaseCallsAddUpToTheReportsReturnLinesAndItsTotal() throws Exception {
    Throughputs listener = new Throughputs();
    RunResult result = LiveRun.loadThenRun(workloadF(), listener);
    Exposition end = Exposition.parse(LiveRun.text(listener.metrics.collect()));

    for (String op : List.of("READ", "UPDATE")) {
      result.statusCounts().get(op).forEach((status, n) -> assertThat(end.find("ycsb_database_calls_total",
          "phase", "run", "operation", op, "status", status).value()).as("%s %s", op, status)
          .isEqualTo((double) n));
    }
    double calls = end.named("ycsb_database_calls_total").stream().filter(s -> "run".equals(s.label("phase")))
        .mapToDouble(Exposition.Sample::value).sum();
    assertThat(calls).as("sum(ycsb_database_calls_total): [TOTAL], Operations")
        .isEqualTo(result.metrics().get("TOTAL").getTotalCount());
    assertThat(end.find("ycsb_other_results_total", "phase", "run", "operation", "READ-MODIFY-WRITE", "status", "OK")
        .value()).isEqualTo((double) result.statusCounts().get("READ-MODIFY-WRITE").get("OK"));
  }

  @Test
  void latencyCountsMoveWithTheCountersAtEveryDrainNotOnlyWhenAnIntervalCloses() throws Exception {
    Properties p = workloadF();
    p.setProperty("measurement.interval.seconds", "60"); // no interval closes before the end
    Throughputs listener = new Throughputs();
    LiveRun.loadThenRun(p, listener);

    assertThat(listener.drainsWithCalls).as("drains after calls were counted").isGreaterThan(2);
    assertThat(listener.drainMismatches).as("drains whose calls and latency counts differ").isEmpty();
  }

  @Test
  void loadAndRunLatenciesAreApartByPhaseAndNoFamilyCountsAnOperationTwice() throws Exception {
    Throughputs listener = new Throughputs();
    Properties p = workloadF();
    p.setProperty("insertproportion", "0.1");
    p.setProperty("readproportion", "0.4");
    RunResult result = LiveRun.loadThenRun(p, listener);
    Exposition end = Exposition.parse(LiveRun.text(listener.metrics.collect()));

    assertThat(end.find("ycsb_database_call_latency_seconds_count", "phase", "load", "operation", "INSERT",
        "result", "ok").value()).isEqualTo(500);
    assertThat(end.find("ycsb_database_call_latency_seconds_count", "phase", "run", "operation", "INSERT",
        "result", "ok").value()).isEqualTo(result.metrics().get("INSERT").getTotalCount());
    // one meaning per family: no operation label names a combined, intended or total metric
    assertThat(end.samples()).filteredOn(s -> s.name().startsWith("ycsb_") && s.label("operation") != null)
        .allSatisfy(s -> assertThat(s.label("operation")).doesNotContain("COMB").doesNotStartWith("Intended-")
            .isNotEqualTo("TOTAL"));
    double latencyCount = end.named("ycsb_database_call_latency_seconds_count").stream()
        .filter(s -> "run".equals(s.label("phase"))).mapToDouble(Exposition.Sample::value).sum();
    assertThat(latencyCount).as("sum of the run's latency counts: [TOTAL], Operations")
        .isEqualTo(result.metrics().get("TOTAL").getTotalCount());
    double intended = end.named("ycsb_intended_database_call_latency_seconds_count").stream()
        .filter(s -> "run".equals(s.label("phase"))).mapToDouble(Exposition.Sample::value).sum();
    assertThat(intended).isEqualTo(result.metrics().get("Intended-TOTAL").getTotalCount());
    // the mean, sum / count, is the report's AverageLatency(us)
    double sum = end.find("ycsb_database_call_latency_seconds_sum", "phase", "run", "operation", "READ",
        "result", "ok").value();
    double count = end.find("ycsb_database_call_latency_seconds_count", "phase", "run", "operation", "READ",
        "result", "ok").value();
    assertThat(sum / count * 1e6).isCloseTo(result.metrics().get("READ").getMean(), within(0.01));
  }
}
