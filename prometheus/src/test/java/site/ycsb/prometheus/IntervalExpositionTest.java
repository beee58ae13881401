package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.intervallog.EventLine;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.TickData;

/**
 * What a scrape reads after each log interval is what the interval log holds for it: latency
 * quantiles exactly (read back with HdrHistogram's own log reader, each metric under its family and
 * labels), and counts that add up to the log's status lines and to the report.
 */
class IntervalExpositionTest {
  private static final Pattern STATUS = Pattern.compile("^#\\[status op=(\\S+) start=\\S+ length=\\S+ (.*)]$");

  /** Feeds the metrics and keeps what a scrape would have read right after each interval closed. */
  static final class EveryInterval implements IntervalListener {
    final RunMetrics metrics = new RunMetrics();
    final Map<Long, Exposition> byStartMs = new TreeMap<>();

    @Override
    public void started(LogHeader header, long startEpochMs, LongSupplier inFlight) {
      metrics.started(header, startEpochMs, inFlight);
    }

    @Override
    public void drained(TickData tick, long nowEpochMs, boolean warmup) {
      metrics.drained(tick, nowEpochMs, warmup);
    }

    @Override
    public void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean warmup) {
      metrics.intervalClosed(interval, startEpochMs, endEpochMs, warmup);
      byStartMs.put(startEpochMs, Exposition.parse(LiveRun.text(metrics.collect())));
    }

    @Override
    public void event(EventLine e) {
      metrics.event(e);
    }

    @Override
    public void finished(String stopReason) {
      metrics.finished(stopReason);
    }
  }

  @Test
  void eachIntervalsQuantilesAreTheLogsAndTheCountsAddUpToTheLogAndTheReport(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    Properties p = LiveRun.props("db=memory", "recordcount=2000", "operationcount=9000", "target=3000",
        "threadcount=2", "readproportion=0.5", "updateproportion=0.2", "insertproportion=0.2",
        "deleteproportion=0.1", "measurement.interval.seconds=1", "measurement.interval=both",
        "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + dir.resolve("load.hdr"));
    EveryInterval listener = new EveryInterval();
    p.setProperty("dotransactions", "false");
    LiveRun.run(p, listener);
    p.setProperty("dotransactions", "true");
    p.setProperty("hdrhistogram.output.path", log.toString());
    RunResult result = LiveRun.run(p, listener);

    // the log's histograms, by interval start, read with HdrHistogram's own reader
    Map<Long, Map<String, Histogram>> logged = new TreeMap<>();
    HistogramLogReader reader = new HistogramLogReader(log.toFile());
    for (EncodableHistogram e = reader.nextIntervalHistogram(); e != null; e = reader.nextIntervalHistogram()) {
      Histogram h = (Histogram) e;
      logged.computeIfAbsent(h.getStartTimeStamp(), k -> new TreeMap<>()).put(h.getTag(), h);
    }
    assertThat(logged).as("a paced 3 s run logs several 1 s intervals").hasSizeGreaterThanOrEqualTo(3);
    int compared = 0;
    for (Map.Entry<Long, Map<String, Histogram>> interval : logged.entrySet()) {
      Exposition scraped = listener.byStartMs.get(interval.getKey());
      assertThat(scraped).as("a scrape after the interval starting at %d", interval.getKey()).isNotNull();
      List<String> withQuantiles = new ArrayList<>();
      scraped.samples().stream().filter(s -> s.label("quantile") != null && "run".equals(s.label("phase")))
          .forEach(s -> withQuantiles.add(s.name() + " " + s.label("operation") + " " + s.label("result")));
      List<String> loggedSeries = new ArrayList<>();
      for (Map.Entry<String, Histogram> metric : interval.getValue().entrySet()) {
        LatencySeries series = LatencySeries.of(metric.getKey());
        if (series == null) {
          continue; // -COMB repeats results counted in the others
        }
        loggedSeries.add(series.family() + " " + series.operation() + " " + series.result());
        Histogram h = metric.getValue();
        for (int i = 0; i < RunMetrics.QUANTILES.length; i++) {
          double q = RunMetrics.QUANTILES[i];
          long us = q == 1 ? h.getMaxValue() : h.getValueAtPercentile(q * 100);
          Exposition.Sample s = scraped.find(series.family(), "phase", "run", "operation", series.operation(),
              "result", series.result(), "quantile", Double.toString(q));
          assertThat(s).as("%s quantile %s", metric.getKey(), q).isNotNull();
          assertThat(s.value()).as("%s quantile %s", metric.getKey(), q).isEqualTo(us / 1e6);
          compared++;
        }
      }
      assertThat(withQuantiles.stream().distinct().sorted().toList())
          .isEqualTo(loggedSeries.stream().sorted().toList());
    }
    assertThat(compared).isGreaterThan(40);
    assertThat(logged.values().stream().flatMap(m -> m.keySet().stream()))
        .contains("READ", "READ-COMB", "Intended-READ", "UPDATE", "INSERT", "DELETE");

    // the counts: every status line of the log, added up, is the counter and the report
    Map<String, Long> fromLog = new HashMap<>();
    for (String line : Files.readAllLines(log)) {
      Matcher m = STATUS.matcher(line);
      if (m.matches()) {
        for (String kv : m.group(2).split(" ")) {
          String[] parts = kv.split("=");
          fromLog.merge(m.group(1) + " " + parts[0], Long.parseLong(parts[1]), Long::sum);
        }
      }
    }
    Exposition end = Exposition.parse(LiveRun.text(listener.metrics.collect()));
    Map<String, Long> counted = new HashMap<>();
    end.samples().stream().filter(s -> "run".equals(s.label("phase"))
        && (s.name().equals("ycsb_database_calls_total") || s.name().equals("ycsb_other_results_total")))
        .forEach(s -> counted.put(s.label("operation") + " " + s.label("status"), (long) s.value()));
    assertThat(counted).isEqualTo(fromLog).containsKeys("READ OK", "READ NOT_FOUND", "INSERT OK");
    Map<String, Long> reported = new HashMap<>();
    result.statusCounts().forEach((op, byStatus) -> byStatus.forEach((status, n) -> reported.put(op + " " + status, n)));
    reported.keySet().removeIf(k -> k.startsWith("TOTAL ")); // the report adds the operations up; Prometheus sums itself
    assertThat(counted).isEqualTo(reported);
    assertThat(end.find("ycsb_database_calls_total", "phase", "load", "operation", "INSERT", "status", "OK").value())
        .isEqualTo(2000);
    assertThat(end.find("ycsb_operations_total", "phase", "load", "operation", "INSERT").value()).isEqualTo(2000);
  }
}
