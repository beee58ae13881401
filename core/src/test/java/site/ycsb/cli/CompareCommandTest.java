package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.TestLogs;

/** bin/ycsb compare: the regression gate, exit 3 when the candidate is significantly worse by more than allowed. */
class CompareCommandTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aCandidateTwentyPercentSlowerFailsAFivePercentGateWithTheTable() throws Exception {
    Path a = TestLogs.noisyRun(dir.resolve("a.hdr"), "a", 1.0, 1.0, 1);
    Path b = TestLogs.noisyRun(dir.resolve("b.hdr"), "b", 1.2, 1.0, 2);
    int code = run("-compare", "--baseline", a.toString(), "--candidate", b.toString(), "--max-regression", "5%");
    assertThat(code).as(out() + err.toString(StandardCharsets.UTF_8)).isEqualTo(3);
    assertThat(out()).contains("✗ READ Average (us)").contains("slower: +").contains("figure(s) significantly worse");
  }

  @Test
  void aCandidateTwoPercentSlowerPassesAFivePercentGate() throws Exception {
    Path a = TestLogs.noisyRun(dir.resolve("a.hdr"), "a", 1.0, 1.0, 1);
    Path b = TestLogs.noisyRun(dir.resolve("b.hdr"), "b", 1.02, 1.0, 2);
    assertThat(run("-compare", "--baseline", a.toString(), "--candidate", b.toString(), "--max-regression", "5%"))
        .as(out()).isZero();
    assertThat(out()).contains("No regression beyond the allowed amount.").doesNotContain("✗");
  }

  @Test
  void aMissingAllowanceIsOneLineAndExit2() {
    assertThat(run("-compare", "--baseline", "x.hdr", "--candidate", "y.hdr")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).strip())
        .isEqualTo("Error: compare: --max-regression missing; expected the allowed worsening, such as 5%");
  }
}
