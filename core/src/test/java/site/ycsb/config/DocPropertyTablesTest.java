package site.ycsb.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.calibrate.CalibrationSettings;
import site.ycsb.engine.RunSettings;
import site.ycsb.events.EventSchedule;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.live.LiveMetricsSettings;
import site.ycsb.thresholds.Thresholds;
import site.ycsb.workloads.ConstantOccupancyWorkload;
import site.ycsb.workloads.CoreWorkloadProperties;
import site.ycsb.workloads.RestWorkload;

/** The manual's property tables are the code's tables: every row, as PropertyTables renders it, on its page. */
class DocPropertyTablesTest {
  private static final Path DOCS = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs");

  @Test
  void eachPageListsEveryPropertyOfItsTablesWithItsDefaultAndMeaning() throws Exception {
    Map<String, List<List<PropertyDefinition>>> pages = Map.of(
        "properties.md", List.of(site.ycsb.options.RunOptions.GROUP.definitions(), MeasurementSettings.PROPERTIES, EventSchedule.PROPERTIES,
            LiveMetricsSettings.PROPERTIES, Thresholds.PROPERTIES),
        "calibration.md", List.of(CalibrationSettings.PROPERTIES),
        "load-shapes.md", List.of(site.ycsb.options.LoadShapeOptions.GROUP.definitions()),
        "workloads.md", List.of(CoreWorkloadProperties.ALL, ConstantOccupancyWorkload.PROPERTIES,
            RestWorkload.PROPERTIES));
    for (Map.Entry<String, List<List<PropertyDefinition>>> page : pages.entrySet()) {
      String text = Files.readString(DOCS.resolve(page.getKey()));
      for (List<PropertyDefinition> table : page.getValue()) {
        for (PropertyDefinition p : table) {
          assertThat(text).as("docs/%s row for %s", page.getKey(), p.name()).contains(PropertyTables.row(p));
        }
      }
    }
  }
}
