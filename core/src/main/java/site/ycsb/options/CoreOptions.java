package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Command;
import site.ycsb.config.Option;

/** Every option core reads, by the part of the tool that reads it: the registry. */
public final class CoreOptions {
  private CoreOptions() {
  }

  /**
   * The groups in the order {@code --help} prints them; consecutive groups with one title share
   * its heading.
   */
  public static List<OptionGroup> groups() {
    return List.of(RunOptions.GROUP, MeasurementOptions.GROUP, EventOptions.GROUP, LiveMetricsOptions.GROUP,
        ThresholdOptions.GROUP, CalibrationOptions.GROUP, LoadShapeOptions.GROUP, CompareOptions.GROUP);
  }

  /** Every option of every group that {@code command} reads: what a phase resolves up front. */
  public static List<Option<?>> readBy(Command command) {
    return groups().stream().flatMap(g -> g.options().stream()).filter(o -> o.commands().contains(command))
        .<Option<?>>map(o -> o).toList();
  }
}
