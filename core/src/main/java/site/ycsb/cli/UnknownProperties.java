package site.ycsb.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.calibrate.CalibrationSettings;
import site.ycsb.engine.RunSettings;
import site.ycsb.events.EventSchedule;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.live.LiveMetricsSettings;
import site.ycsb.workloads.CoreWorkloadProperties;

/**
 * Finds property keys no component reads, so a misspelling is not silently ignored. Keys of a
 * binding that declares no property table (third-party, compiled against upstream) cannot be
 * judged, so then only keys without a dot are reported.
 */
final class UnknownProperties {
  private UnknownProperties() {
  }

  static List<String> find(Properties props, boolean coreWorkload, List<String> bindingProperties) {
    Set<String> known = new HashSet<>();
    for (List<PropertyDefinition> table : List.of(RunSettings.PROPERTIES, MeasurementSettings.PROPERTIES,
        EventSchedule.PROPERTIES, CalibrationSettings.PROPERTIES, CoreWorkloadProperties.ALL,
        LiveMetricsSettings.PROPERTIES,
        site.ycsb.thresholds.Thresholds.PROPERTIES)) {
      table.forEach(d -> known.add(d.name()));
    }
    if (bindingProperties != null) {
      known.addAll(bindingProperties);
    }
    List<String> unknown = new ArrayList<>();
    if (!coreWorkload) {
      return unknown; // a custom workload reads properties we cannot list
    }
    for (String key : props.stringPropertyNames()) {
      if (known.contains(key)) {
        continue;
      }
      if (bindingProperties == null && key.contains(".")) {
        continue;
      }
      unknown.add(key);
    }
    unknown.sort(null);
    return unknown;
  }
}
