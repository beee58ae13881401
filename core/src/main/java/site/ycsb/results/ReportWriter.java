package site.ycsb.results;

import java.io.IOException;
import java.util.Map;
import site.ycsb.events.EventRecord;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.MetricSections;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.model.RunResult;

/**
 * Writes a {@link RunResult} through an exporter, in upstream's order: {@code [OVERALL]} run time and
 * throughput, garbage collection, then the metrics' sections ({@link MetricSections}). Adds lines upstream
 * lacks: the failed operations and the throughput of the others, the NOT_FOUND ratio per operation,
 * the keys of each batch operation and their rate, the validated reads ({@link ValidationSection})
 * and the TOTAL metric.
 */
public final class ReportWriter {
  private ReportWriter() {
  }

  public static void write(RunResult r, MeasurementsExporter e) throws IOException {
    e.write("OVERALL", "RunTime(ms)", r.runTimeMs());
    e.write("OVERALL", "Throughput(ops/sec)", r.throughput());
    if (r.abandonedThreads() > 0) {
      e.write("OVERALL", "AbandonedThreads", r.abandonedThreads());
      e.write("OVERALL", "AbandonedOperations", r.abandonedOperations());
    }
    if (r.skippedOperations() > 0) {
      e.write("OVERALL", "SkippedOperations", r.skippedOperations());
    }
    if (r.settings().warmupSeconds() > 0) {
      e.write("OVERALL", "MeasuredTime(ms)", r.measuredTimeMs());
      e.write("OVERALL", "MeasuredOperations", r.measuredOperations());
    }
    // Throughput(ops/sec) counts every result, as upstream's; these two say how much of it failed.
    e.write("OVERALL", "FailedOperations", r.failedOperations());
    e.write("OVERALL", "SuccessfulThroughput(ops/sec)", r.successfulThroughput());
    long gcCount = 0;
    long gcTime = 0;
    for (Map.Entry<String, long[]> gc : r.garbageCollectors().entrySet()) {
      long[] v = gc.getValue();
      e.write("TOTAL_GCS_" + gc.getKey(), "Count", v[0]);
      e.write("TOTAL_GC_TIME_" + gc.getKey(), "Time(ms)", v[1]);
      e.write("TOTAL_GC_TIME_%_" + gc.getKey(), "Time(%)", percent(v[1], r.runTimeMs()));
      gcCount += v[0];
      gcTime += v[1];
    }
    e.write("TOTAL_GCs", "Count", gcCount);
    e.write("TOTAL_GC_TIME", "Time(ms)", gcTime);
    e.write("TOTAL_GC_TIME_%", "Time(%)", percent(gcTime, r.runTimeMs()));
    for (Map.Entry<String, Number> j : r.jvm().entrySet()) {
      if (j.getValue() instanceof Double d) {
        e.write("OVERALL", j.getKey(), d);
      } else {
        e.write("OVERALL", j.getKey(), j.getValue().longValue());
      }
    }
    for (Map.Entry<String, Map<String, Long>> op : r.statusCounts().entrySet()) {
      Op operation = MetricNames.opOf(op.getKey());
      if (operation == null || !operation.metricName().equals(op.getKey()) || !operation.isDatabaseCall()) {
        continue;
      }
      long all = op.getValue().values().stream().mapToLong(Long::longValue).sum();
      long notFound = op.getValue().getOrDefault("NOT_FOUND", 0L);
      e.write("OVERALL", "NotFoundRatio(" + op.getKey() + ")", all == 0 ? 0.0 : (double) notFound / all);
    }
    for (Op batch : Op.values()) {
      if (batch.isBatch() && r.statusCounts().containsKey(batch.keysMetric())) {
        e.write("OVERALL", "Keys(" + batch.metricName() + ")", r.keys(batch));
        e.write("OVERALL", "KeysPerSecond(" + batch.metricName() + ")", r.keysPerSecond(batch));
      }
    }
    ValidationSection.write(r.statusCounts(), e);

    for (EventRecord ev : r.events()) {
      String section = "EVENT-" + ev.id();
      e.write(section, "When", ev.when());
      e.write(section, "Command", ev.command());
      e.write(section, "StartTime(ms)", ev.startMs());
      e.write(section, "Duration(ms)", ev.durationMs());
      e.write(section, "Outcome", ev.outcome());
    }
    for (site.ycsb.model.StageResult st : r.stages()) {
      stage(st, r.settings(), e);
    }

    MetricSections.writeMetrics(r.metrics(), r.statusCounts(), r.timeseries(), r.settings(), e);
    ClientSection.write(r, e);
  }

  private static double percent(long part, long whole) {
    return whole <= 0 ? 0.0 : 100.0 * part / whole;
  }

  /**
   * A stage's block: {@code [STAGE-name]} with its start, run time, operations, throughput and failed
   * calls, then each metric's count, average and percentiles as {@code METRIC.Name} lines.
   */
  private static void stage(site.ycsb.model.StageResult st, MeasurementSettings s, MeasurementsExporter e)
      throws IOException {
    String section = "STAGE-" + st.name();
    e.write(section, "StartTime(ms)", st.startMs());
    e.write(section, "RunTime(ms)", st.lengthMs());
    if (st.warmup()) {
      e.write(section, "Warmup", "true");
    }
    e.write(section, "Operations", st.operations());
    e.write(section, "Throughput(ops/sec)", st.throughput());
    long failed = 0;
    for (Map.Entry<String, Map<String, Long>> op : st.statusCounts().entrySet()) {
      Op operation = MetricNames.opOf(op.getKey());
      if (operation != null && operation.metricName().equals(op.getKey()) && operation.isDatabaseCall()) {
        for (Map.Entry<String, Long> c : op.getValue().entrySet()) {
          failed += site.ycsb.measurements.StatusCounts.isFailure(c.getKey()) ? c.getValue() : 0;
        }
      }
    }
    e.write(section, "FailedOperations", failed);
    ValidationSection.writeStage(section, st.statusCounts(), e);
    for (Map.Entry<String, org.HdrHistogram.Histogram> m : st.metrics().entrySet()) {
      org.HdrHistogram.Histogram h = m.getValue();
      e.write(section, m.getKey() + ".Operations", h.getTotalCount());
      e.write(section, m.getKey() + ".AverageLatency(us)", h.getMean());
      for (double p : s.percentiles()) {
        e.write(section, m.getKey() + "." + MetricSections.ordinal(p) + "PercentileLatency(us)",
            h.getValueAtPercentile(p));
      }
    }
  }
}
