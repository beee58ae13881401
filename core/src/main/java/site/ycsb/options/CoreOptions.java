package site.ycsb.options;

import java.util.ArrayList;
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
    List<OptionGroup> all = new ArrayList<>(phaseGroups());
    all.addAll(workloadGroups());
    return List.copyOf(all);
  }

  /**
   * The workloads' groups (CoreWorkload's and upstream's other workloads'): each is read by its
   * workload when it starts, never resolved up front for every phase ({@link #readBy}), since
   * another workload may give one of these names a meaning of its own.
   */
  public static List<OptionGroup> workloadGroups() {
    return List.of(WorkloadOptions.GROUP, BatchOptions.GROUP, OccupancyOptions.GROUP, RestOptions.GROUP, TimeSeriesOptions.GROUP);
  }

  /** Every option of every group that {@code command} reads, but the workloads': what a phase resolves up front. */
  public static List<Option<?>> readBy(Command command) {
    return phaseGroups().stream().flatMap(g -> g.options().stream()).filter(o -> o.commands().contains(command))
        .<Option<?>>map(o -> o).toList();
  }

  /** The engine's and the tool's own groups, whatever the workload. */
  private static List<OptionGroup> phaseGroups() {
    return List.of(RunOptions.GROUP, MeasurementOptions.GROUP, EventOptions.GROUP, LiveMetricsOptions.GROUP,
        ThresholdOptions.GROUP, CalibrationOptions.GROUP, LoadShapeOptions.GROUP, CompareOptions.GROUP);
  }
}
