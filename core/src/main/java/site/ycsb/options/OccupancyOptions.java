package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;

/** ConstantOccupancyWorkload's options besides CoreWorkload's, with upstream's names and defaults. */
public final class OccupancyOptions {
  public static final Option<Long> DISK_SIZE = Option.count("disksize", 100_000_000L, 1).unit("bytes")
      .describe("Bytes the disk holds: recordcount = occupancy * disksize / (fieldcount * mean field length).");
  public static final Option<Double> OCCUPANCY = Option.number("occupancy", 0.9, Double.MIN_VALUE, 1)
      .describe("Share of the disk the records fill.");
  public static final Option<Long> STORAGE_AGES = Option.count("storageages", 10L, 0)
      .describe("operationcount = storageages * recordcount.");

  public static final OptionGroup GROUP = new OptionGroup(
      "ConstantOccupancyWorkload properties (workload=site.ycsb.workloads.ConstantOccupancyWorkload, with"
          + " CoreWorkload's)", "workloads.md", List.of(DISK_SIZE, OCCUPANCY, STORAGE_AGES));

  private OccupancyOptions() {
  }
}
