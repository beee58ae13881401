package site.ycsb.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** README.md stays a front page: short, the two commands on its first screen, the second the one CI runs. */
class FrontPageTest {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", ".."));

  @Test
  void theReadmeIsAtMost300LinesWithTheTwoCommandsInItsFirst25() throws Exception {
    List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
    assertThat(lines).as("README.md's length").hasSizeLessThanOrEqualTo(300);
    String firstScreen = String.join("\n", lines.subList(0, 25));
    assertThat(firstScreen).contains("\nbin/ycsb loadrun memory -P workloads/mixed ", "\nmvn -B -ntp -fae verify ");
  }

  @Test
  void theTestCommandOfTheReadmeIsTheOneCiRuns() throws Exception {
    assertThat(Files.readString(ROOT.resolve(".ci/run"))).contains("mvn -B -ntp -fae verify");
  }
}
