package site.ycsb.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The comparison's methods checked against known truth (docs/comparing-runs.md, "Calibration"). Run
 * with {@code -Dcalibration.write=true} to write the table into the page after changing a method.
 */
class CalibrationTest {
  private static final Path PAGE = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs/comparing-runs.md");
  static final String BEGIN = "<!-- calibration table: written by CalibrationTest -->\n";
  static final String END = "<!-- end of calibration table -->";
  private static List<Calibration.Row> rows;

  @BeforeAll
  static void calibrate() {
    long t0 = System.nanoTime();
    rows = Calibration.run();
    System.out.println(Calibration.table(rows));
    System.out.printf("calibration: %.1f s%n", (System.nanoTime() - t0) / 1e9);
  }

  @Test
  void ofFiveHundredComparisonsOfIdenticalRunsAtMostTwoPercentAreCalledDifferentAt99Percent() {
    for (Calibration.Row r : rows) {
      if (!r.method().contains("wrong")) {
        assertTrue(r.falsePositiveRate() <= 0.02, r.toString());
      }
    }
  }

  @Test
  void aTrueFivePercentThroughputShiftAndTenPercentP99ShiftAreDetectedAtLeast80PercentOfTheTime() {
    for (Calibration.Row r : rows) {
      if (!r.method().contains("wrong")) {
        assertTrue(r.power() >= 0.8, r.toString());
      }
    }
  }

  @Test
  void theCalibrationTableOfTheDocsIsTheOneTheseSeedsGive() throws Exception {
    String page = Files.readString(PAGE);
    int from = page.indexOf(BEGIN);
    int to = page.indexOf(END);
    assertTrue(from >= 0 && to > from, PAGE + " holds the markers " + BEGIN.trim() + " and " + END);
    String table = Calibration.table(rows);
    if (Boolean.getBoolean("calibration.write")) {
      Files.writeString(PAGE, page.substring(0, from + BEGIN.length()) + table + page.substring(to));
      page = Files.readString(PAGE);
      to = page.indexOf(END);
    }
    assertEquals(table, page.substring(from + BEGIN.length(), to),
        "docs/comparing-runs.md's calibration table; rerun with -Dcalibration.write=true to write it");
  }
}
