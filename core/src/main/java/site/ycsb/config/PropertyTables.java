package site.ycsb.config;

import java.util.List;

/** Renders property tables as Markdown rows, for the manual's pages in docs/ (tests check the pages have them). */
public final class PropertyTables {
  private PropertyTables() {
  }

  /** One row: {@code | `name` | `default` | meaning |}. */
  public static String row(PropertyDefinition p) {
    String def = p.secret() ? "(secret)" : p.defaultValue() == null || p.defaultValue().isEmpty()
        ? "(none)" : "`" + p.defaultValue() + "`";
    return "| `" + p.name() + "` | " + def + " | " + p.description() + " |";
  }

  public static String rows(List<PropertyDefinition> table) {
    StringBuilder sb = new StringBuilder();
    for (PropertyDefinition p : table) {
      sb.append(row(p)).append('\n');
    }
    return sb.toString();
  }

  /** Prints the core tables: engine, measurements, events, thresholds, live metrics, calibration, CoreWorkload and upstream's other workloads. */
  public static void main(String[] args) {
    System.out.print(rows(site.ycsb.options.RunOptions.GROUP.definitions()));
    System.out.println("---");
    System.out.print(rows(site.ycsb.measurements.MeasurementSettings.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.events.EventSchedule.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.measurements.live.LiveMetricsSettings.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.thresholds.Thresholds.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.calibrate.CalibrationSettings.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.workloads.CoreWorkloadProperties.ALL));
    System.out.println("---");
    System.out.print(rows(site.ycsb.workloads.ConstantOccupancyWorkload.PROPERTIES));
    System.out.println("---");
    System.out.print(rows(site.ycsb.workloads.RestWorkload.PROPERTIES));
  }
}
