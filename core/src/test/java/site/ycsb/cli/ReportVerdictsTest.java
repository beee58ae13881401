package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.TestLogs;

/** report A B prints each figure's verdict on the terminal (stderr), whatever the format on stdout. */
class ReportVerdictsTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    out.reset();
    err.reset();
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void reportOfTwoSingleRunsPrintsEachFiguresDifferenceIntervalAndVerdictOnStderr() throws Exception {
    Path a = TestLogs.noisyRun(dir.resolve("a.hdr"), "a", 1.0, 1.0, 1);
    Path b = TestLogs.noisyRun(dir.resolve("b.hdr"), "b", 1.3, 1.0, 2);
    for (String format : new String[] {"csv", "json", "html"}) {
      assertThat(run("-report", "--format", format, "-o", dir.resolve("r." + format).toString(), "A=" + a,
          "B=" + b)).as(err()).isZero();
      assertThat(err()).as(format).contains("[INFO] B against A, each run's own CI99 intervals:\n")
          .containsPattern("\n  READ Average: slower: \\+[0-9.]+% \\(\\+[0-9.]+% to \\+[0-9.]+%\\)\n")
          .containsPattern("\n  Throughput: (no significant difference|faster|slower): ");
    }
  }

  @Test
  void theVerdictsFollowCompareConfidence() throws Exception {
    Path a = TestLogs.noisyRun(dir.resolve("a.hdr"), "a", 1.0, 1.0, 1);
    Path b = TestLogs.noisyRun(dir.resolve("b.hdr"), "b", 1.0, 1.0, 2);
    assertThat(run("-report", "--format", "csv", "-p", "compare.confidence=95%", "A=" + a, "B=" + b)).as(err())
        .isZero();
    assertThat(err()).contains("[INFO] B against A, each run's own CI95 intervals:\n")
        .containsPattern("\n  READ Average: [a-z ]+: [-+][0-9.]+% ");
    assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("against");
  }

  @Test
  void oneRunAloneHasNoVerdicts() throws Exception {
    Path a = TestLogs.noisyRun(dir.resolve("a.hdr"), "a", 1.0, 1.0, 1);
    assertThat(run("-report", "--format", "csv", a.toString())).as(err()).isZero();
    assertThat(err()).doesNotContain("against");
  }
}
