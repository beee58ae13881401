package site.ycsb.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The study report shows what each verify step found (a server's bundle: the memory binding cannot be
 * verified, so the bundle is written here as a study against servers leaves it).
 */
class StudyVerifyReportTest {
  @Test
  void eachVerifyStepsCountsAreAReportTableOfItsWorkloadWithItsExitAndStatus(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("plan.study"), "study.name = v\n");
    Files.writeString(dir.resolve("study.properties"), "study.name=v\ntool.version=test\n");
    step(dir, "01-a-mixed-verify", "a", 3, "broken", """
        [VERIFY], Ledgers, 4
        [VERIFY], Keys, 9000
        [VERIFY], Valid, 7000
        [VERIFY], Stale, 0
        [VERIFY], Lost, 1500
        [VERIFY], Resurrected, 0
        [VERIFY], Corrupt, 0
        [VERIFY], Unverifiable, 500
        [VERIFY], Read failed, 0
        [VERIFY], Lost keys, user1 user2
        """);
    step(dir, "02-b-mixed-verify", "b", 0, "ok", "[VERIFY], Keys, 8000\n[VERIFY], Valid, 8000\n");

    Study.report(dir);

    String md = Files.readString(dir.resolve("report/study.md"));
    assertThat(md).contains("### mixed: verify, every acknowledged write read back (docs/validation.md)\n\n"
        + "| System | Keys | Valid | Stale | Lost | Resurrected | Corrupt | Unverifiable | Read failed | Exit | Status |\n"
        + "|---|---|---|---|---|---|---|---|---|---|---|\n"
        + "| a | 9000 | 7000 | 0 | 1500 | 0 | 0 | 500 | 0 | 3 | broken |\n"
        + "| b | 8000 | 8000 | - | - | - | - | - | - | 0 | ok |\n");
    assertThat(Files.readString(dir.resolve("report/study.html")))
        .contains("<h3>mixed: verify, every acknowledged write read back (docs/validation.md)</h3>",
            "<td>a</td><td>9000</td><td>7000</td><td>0</td><td>1500</td>");
  }

  private static void step(Path bundle, String id, String system, int exit, String status, String stdout)
      throws Exception {
    Path d = Files.createDirectories(bundle.resolve("steps").resolve(id));
    new StepOutcome(id, system, "aerospike", "mixed", "verify", "verify", 0, "bin/ycsb verify aerospike", 1000, 2000,
        exit, status, Double.NaN, 0, "").write(d);
    Files.writeString(d.resolve("stdout.txt"), stdout);
  }
}
