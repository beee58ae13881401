package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/** A run phase ends by an operation count or a time limit; running until interrupted must be asked for. */
class RunEndTest {

  private static String check(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Settings options = Settings.of(p);
    RunChecks.check(options, new RunSettings(options), null, null, new PrintStream(err, true, StandardCharsets.UTF_8));
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void neitherAnOperationCountNorATimeLimitIsRefused() {
    assertThatThrownBy(() -> check("recordcount", "1000")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("operationcount: not set and no maxexecutiontime");
  }

  @Test
  void operationCountZeroWrittenOutRunsUntilInterruptedWithAWarning() {
    assertThat(check("operationcount", "0")).contains("[WARN] operationcount=0 and no maxexecutiontime");
  }

  @Test
  void aTimeLimitAloneBoundsTheRunAndALoadNeedsNeither() {
    assertThat(check("maxexecutiontime", "60")).isEmpty();
    assertThat(check("dotransactions", "false", "recordcount", "10")).isEmpty();
  }
}
