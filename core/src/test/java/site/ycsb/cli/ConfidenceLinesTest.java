package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's report and merge's summary carry each figure's confidence interval, as triples, the same in both. */
class ConfidenceLinesTest {
  private static final Pattern UPSTREAM_LINE = Pattern.compile("^\\[([^\\]]+)\\], ([^,]+), (-?[0-9.E]+|NaN|[^,]*)$");

  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  @Test
  void aRunsReportAndTheMergeOfItsLogGiveTheSameIntervalsAsOneTripleForEachEnd() throws Exception {
    Path logs = dir.resolve("logs");
    Path report = dir.resolve("run.txt");
    int code = run("-t", "-db", "basic", "-p", "basicdb.verbose=false", "-p", "operationcount=0",
        "-p", "maxexecutiontime=5", "-p", "target=400", "-p", "hdrhistogram.output.path=" + logs + "/",
        "-p", "measurement.interval.seconds=1", "-p", "exportfile=" + report);
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    String text = Files.readString(report);
    Map<String, String> own = Triples.of(text);
    assertThat(own).containsKeys("OVERALL/Throughput(ops/sec).CI99.Low", "OVERALL/Throughput(ops/sec).CI99.High",
        "READ/99thPercentileLatency(us).CI99.Low", "READ/AverageLatency(us).CI99.High", "OVERALL/CI.Intervals");
    assertThat(Double.parseDouble(own.get("OVERALL/Throughput(ops/sec).CI99.Low")))
        .isLessThanOrEqualTo(Double.parseDouble(own.get("OVERALL/Throughput(ops/sec)")))
        .isGreaterThanOrEqualTo(0);
    assertThat(text.lines().filter(l -> l.startsWith("[")))
        .allSatisfy(l -> assertThat(l).matches(UPSTREAM_LINE));

    out.reset();
    try (Stream<Path> files = Files.list(logs)) {
      Path log = files.filter(f -> f.toString().endsWith(".hdr")).findFirst().orElseThrow();
      assertThat(run("-merge", log.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
    }
    Map<String, String> merged = Triples.of(out.toString(StandardCharsets.UTF_8));
    for (String key : own.keySet()) {
      if (key.contains("PercentileLatency(us).CI") || key.startsWith("OVERALL/CI.")) {
        assertThat(merged.get(key)).as(key).isEqualTo(own.get(key));
      }
    }
  }
}
