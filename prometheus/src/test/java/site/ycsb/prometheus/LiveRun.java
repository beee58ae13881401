package site.ycsb.prometheus;

import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.IntervalListener;

/** In-process runs of the engine feeding the endpoint's metrics, for the tests. */
final class LiveRun {
  private LiveRun() {
  }

  static Properties props(String... keyValues) {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("hdrhistogram.fileoutput", "false");
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  static RunResult run(Properties p, IntervalListener listener) throws Exception {
    return Benchmark.builder(p).listener(listener)
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).build().run();
  }

  /** Loads, then runs, in the same properties (the memory store carries over). */
  static RunResult loadThenRun(Properties p, IntervalListener listener) throws Exception {
    p.setProperty("dotransactions", "false");
    run(p, listener);
    p.setProperty("dotransactions", "true");
    return run(p, listener);
  }

  /** What a scrape in the Prometheus text format would read now. */
  static String text(MetricSnapshots snapshots) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      PrometheusTextFormatWriter.create().write(out, snapshots);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}
