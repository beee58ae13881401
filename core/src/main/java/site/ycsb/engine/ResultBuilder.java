package site.ycsb.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import site.ycsb.events.EventRecord;
import site.ycsb.measurements.IntervalReporter;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.TickData;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.RunResult;
import site.ycsb.model.StageResult;
import site.ycsb.model.StopReason;

/** The {@link RunResult} of a finished phase, made from what its reporter drained. */
final class ResultBuilder {
  private ResultBuilder() {
  }

  /** What the grace period gave up on: client threads, and the operations they had in flight. */
  record Abandoned(int threads, long operations) {
  }

  static Map<String, long[]> gcFigures() {
    Map<String, long[]> out = new LinkedHashMap<>();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      // upstream's report names collectors with spaces replaced ("G1_Young_Generation")
      out.put(gc.getName().replace(" ", "_"),
          new long[] {Math.max(0, gc.getCollectionCount()), Math.max(0, gc.getCollectionTime())});
    }
    return out;
  }

  static RunResult build(RunSettings settings, MeasurementSettings ms, IntervalReporter reporter,
      List<ClientLoop> workers, Map<String, long[]> gcAtStart, JvmSampler jvm, Abandoned abandoned,
      List<EventRecord> events, StopReason reason, ClientFigures client) {
    TickData totals = reporter.totals();
    Map<String, Histogram> metrics = new TreeMap<>(MetricNames.ORDER);
    totals.histograms().forEach((name, h) -> {
      if (h.getTotalCount() > 0) {
        metrics.put(name, h.copy());
      }
    });
    Map<String, Map<String, Long>> statusCounts = totals.statusCountsByMetric();
    addTotalMetric(metrics, statusCounts, "", ms.significantDigits());
    addTotalMetric(metrics, statusCounts, MetricNames.INTENDED_PREFIX, ms.significantDigits());

    Map<String, long[]> gc = new LinkedHashMap<>();
    gcFigures().forEach((name, now) -> {
      long[] before = gcAtStart.getOrDefault(name, new long[2]);
      gc.put(name, new long[] {now[0] - before[0], now[1] - before[1]});
    });
    long runMs = TimeUnit.NANOSECONDS.toMillis(reporter.runNanos());
    long measuredMs = TimeUnit.NANOSECONDS.toMillis(reporter.measuredNanos());
    long ops = ClientLoops.sumDone(workers);
    long measuredOps = ms.warmupSeconds() == 0 ? ops : totals.workloadOperations();
    return new RunResult(settings.phase(), runMs, measuredMs, ops, measuredOps, reason, abandoned.threads(),
        abandoned.operations(), ClientLoops.sumSkipped(workers),
        new LinkedHashMap<>(metrics), statusCounts, new LinkedHashMap<>(reporter.timeseries()), gc,
        jvm == null ? Map.of() : jvm.figures(), reporter.logFile(), events, stageResults(reporter, ms), ms,
        client);
  }


  /** Each stage's figures, as the reporter drained them at its boundaries. */
  private static List<StageResult> stageResults(IntervalReporter reporter, MeasurementSettings ms) {
    List<StageResult> out = new ArrayList<>();
    Map<String, Long> starts = reporter.stageStartNanos();
    List<String> names = new ArrayList<>(starts.keySet());
    long runNanos = reporter.runNanos();
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      long start = starts.get(name);
      if (start >= runNanos) {
        break; // the run ended before this stage began
      }
      long end = i + 1 < names.size() ? Math.min(runNanos, starts.get(names.get(i + 1))) : runNanos;
      TickData t = reporter.stageTotals().get(name);
      Map<String, Histogram> metrics = new TreeMap<>(MetricNames.ORDER);
      t.histograms().forEach((metric, h) -> {
        if (h.getTotalCount() > 0) {
          metrics.put(metric, h.copy());
        }
      });
      Map<String, Map<String, Long>> statusCounts = t.statusCountsByMetric();
      addTotalMetric(metrics, statusCounts, "", ms.significantDigits());
      addTotalMetric(metrics, statusCounts, MetricNames.INTENDED_PREFIX, ms.significantDigits());
      out.add(new StageResult(name, TimeUnit.NANOSECONDS.toMillis(start),
          TimeUnit.NANOSECONDS.toMillis(end - start), start < TimeUnit.SECONDS.toNanos(ms.warmupSeconds()),
          t.workloadOperations(), new LinkedHashMap<>(metrics), statusCounts));
    }
    return out;
  }

  /** TOTAL: every database call's latency, whatever its result (COMB left out: it would count twice). */
  private static void addTotalMetric(Map<String, Histogram> metrics, Map<String, Map<String, Long>> statusCounts,
      String prefix, int digits) {
    Histogram total = new Histogram(digits);
    for (Map.Entry<String, Histogram> e : metrics.entrySet()) {
      String name = e.getKey();
      if (!name.startsWith(prefix) || (prefix.isEmpty() && name.startsWith(MetricNames.INTENDED_PREFIX))
          || name.endsWith("-COMB")) {
        continue;
      }
      Op op = MetricNames.opOf(name);
      if (op != null && op.isDatabaseCall()) {
        total.add(e.getValue());
      }
    }
    if (total.getTotalCount() == 0) {
      return;
    }
    metrics.put(prefix + MetricNames.TOTAL, total);
    if (prefix.isEmpty()) {
      Map<String, Long> counts = new TreeMap<>();
      statusCounts.forEach((metric, c) -> {
        Op op = MetricNames.opOf(metric);
        if (op != null && op.metricName().equals(metric) && op.isDatabaseCall()) {
          c.forEach((status, n) -> counts.merge(status, n, Long::sum));
        }
      });
      Map<String, Long> ordered = new LinkedHashMap<>();
      if (counts.containsKey("OK")) {
        ordered.put("OK", counts.remove("OK"));
      }
      ordered.putAll(counts);
      statusCounts.put(MetricNames.TOTAL, ordered);
    }
  }
}
