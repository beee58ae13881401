package site.ycsb.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.RunSettings;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.workloads.ConstantOccupancyWorkload;
import site.ycsb.workloads.CoreWorkloadProperties;
import site.ycsb.workloads.RestWorkload;

/** The README's property tables are the code's tables: every row, as PropertyTables renders it. */
class ReadmePropertyTablesTest {

  @Test
  void readmeListsEveryCorePropertyWithItsDefaultAndMeaning() throws Exception {
    String readme = Files.readString(Path.of(System.getProperty("ycsb.root", "..")).resolve("README.md"));
    for (List<PropertyDefinition> table : List.of(RunSettings.PROPERTIES, MeasurementSettings.PROPERTIES,
        site.ycsb.events.EventSchedule.PROPERTIES, site.ycsb.measurements.live.LiveMetricsSettings.PROPERTIES,
        site.ycsb.thresholds.Thresholds.PROPERTIES,
        site.ycsb.calibrate.CalibrationSettings.PROPERTIES,
        CoreWorkloadProperties.ALL, ConstantOccupancyWorkload.PROPERTIES, RestWorkload.PROPERTIES)) {
      for (PropertyDefinition p : table) {
        assertThat(readme).as("README row for %s", p.name()).contains(PropertyTables.row(p));
      }
    }
  }
}
