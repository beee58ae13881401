package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.Benchmark;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.model.RunResult;

/**
 * {@code ycsb_validation_reads_total{class=...}}: the validated reads by phase and class (lower case),
 * every class from a phase's first validated read on, the counts of the report's [VALIDATION] lines;
 * VALIDATION is no operation of the other families.
 */
class ValidationMetricsTest {
  static RunResult validatedRun(IntervalListener listener, Properties p, long stale, long lost) throws Exception {
    p.setProperty("dotransactions", "false");
    LiveRun.run(p, listener);
    p.setProperty("dotransactions", "true");
    AtomicLong reads = new AtomicLong();
    return Benchmark.builder(p).listener(listener).dbFactory(() -> new ValidatingDB(reads, stale, lost))
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).build().run();
  }

  @Test
  void theCountsByClassAreTheReportsAndValidationIsNoOperation() throws Exception {
    RunMetrics metrics = new RunMetrics();
    Properties p = LiveRun.props("db=memory", "recordcount=20", "operationcount=200", "readproportion=1",
        "updateproportion=0", "scanproportion=0", "insertproportion=0", "threadcount=2");
    RunResult r = validatedRun(metrics, p, 3, 1);

    Exposition e = Exposition.parse(LiveRun.text(metrics.collect()));
    Map<String, Double> byClass = new TreeMap<>();
    e.named("ycsb_validation_reads_total").forEach(s -> {
      assertThat(s.label("phase")).isEqualTo("run");
      byClass.put(s.label("class"), s.value());
    });
    assertThat(byClass).containsExactlyInAnyOrderEntriesOf(Map.of("valid", 196.0, "stale", 3.0, "lost", 1.0,
        "resurrected", 0.0, "corrupt", 0.0, "unverifiable", 0.0));
    assertThat(r.statusCounts().get("VALIDATION")).containsEntry("STALE", 3L).containsEntry("LOST", 1L);
    assertThat(LiveRun.text(metrics.collect())).doesNotContain("operation=\"VALIDATION\"")
        .contains("# TYPE ycsb_validation_reads_total counter");
  }

  @Test
  void aPhaseThatValidatedNothingHasNoValidationFamily() throws Exception {
    RunMetrics metrics = new RunMetrics();
    LiveRun.loadThenRun(LiveRun.props("db=memory", "recordcount=20", "operationcount=50", "threadcount=1"), metrics);

    assertThat(LiveRun.text(metrics.collect())).doesNotContain("ycsb_validation_reads");
  }
}
