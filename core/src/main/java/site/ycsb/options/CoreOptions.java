package site.ycsb.options;

import java.util.ArrayList;
import java.util.List;

/** Every option core reads, by the part of the tool that reads it: the registry. */
public final class CoreOptions {
  private CoreOptions() {
  }

  /** The groups in the order {@code --help} prints them. */
  public static List<OptionGroup> groups() {
    List<OptionGroup> all = new ArrayList<>(List.of(RunOptions.GROUP));
    all.addAll(workloadGroups());
    return List.copyOf(all);
  }

  /**
   * The workloads' groups (CoreWorkload's and upstream's other workloads'): each is read by its
   * workload when it starts, never resolved up front for every phase, since another workload may
   * give one of these names a meaning of its own.
   */
  public static List<OptionGroup> workloadGroups() {
    return List.of(WorkloadOptions.GROUP, OccupancyOptions.GROUP, RestOptions.GROUP, TimeSeriesOptions.GROUP);
  }
}
