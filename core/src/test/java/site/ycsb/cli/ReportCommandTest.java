package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bin/ycsb report}: one HTML file (or CSV/JSON) from one run's logs or several labelled runs. */
class ReportCommandTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private Path a;
  private Path b;

  private int run(String... args) {
    out.reset();
    err.reset();
    // no CI in its environment: the runs pass a secret of another binding on purpose (strict in CI)
    return new ClientMain(System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), java.util.Map.of()).run(args);
  }

  @BeforeEach
  void twoRuns() {
    a = dir.resolve("a");
    b = dir.resolve("b");
    for (Path logs : new Path[] {a, b}) {
      int code = run("-t", "-db", "basic", "-p", "basicdb.verbose=false", "-p", "operationcount=3000",
          "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "hdrhistogram.output.path=" + logs + "/",
          "-p", "cassandra.password=hunter2");
      assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    }
  }

  @Test
  void theReportIsOneHtmlFileWhereTheUserAsks() throws Exception {
    Path html = dir.resolve("out/report.html");
    assertThat(run("-report", "-o", html.toString(), a.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
    String page = Files.readString(html);
    assertThat(page).startsWith("<!DOCTYPE html>").contains("<table class=\"summary main\">")
        .contains("id=\"chart-throughput\"").doesNotContain("hunter2");
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("[INFO] report: " + html.toAbsolutePath());
    assertThat(dir.resolve("out").toFile().list()).containsExactly("report.html");
  }

  @Test
  void labelledRunsMakeAComparison() throws Exception {
    Path html = dir.resolve("cmp.html");
    assertThat(run("-report", "-o", html.toString(), "first=" + a, "second=" + b)).isZero();
    assertThat(Files.readString(html)).contains("YCSB comparison: first vs second")
        .contains("<table class=\"comparison\" data-baseline=\"first\" data-other=\"second\">");
  }

  @Test
  void csvAndJsonGoToStandardOutput() throws Exception {
    assertThat(run("-report", "--format", "csv", a.toString())).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("run,section,metric,time_s,runtime_pct,measure,value\n")
        .contains(",summary,READ,,,Operations,");
    assertThat(run("-report", "--format", "json", "x=" + a)).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("{\"generator\":").contains("\"label\":\"x\"");
  }

  @Test
  void badInputIsOneLineAndExitCodeTwo() throws Exception {
    String[][] cases = {
        {"-report"},
        {"-report", a.toString(), "B=" + b},
        {"-report", "A=" + a, "A=" + b},
        {"-report", "--format", "pdf", a.toString()},
        {"-report", "-o", dir.toString(), a.toString()},
        {"-report", "-p", "exporter=json", a.toString()},
        {"-report", "A=" + dir.resolve("nothing")},
    };
    for (String[] args : cases) {
      assertThat(run(args)).as(String.join(" ", args)).isEqualTo(ClientMain.EXIT_USAGE);
      String message = err.toString(StandardCharsets.UTF_8);
      assertThat(message).as(String.join(" ", args)).startsWith("Error: ");
      assertThat(message.strip().lines()).as(message).hasSize(1);
    }
  }
}
