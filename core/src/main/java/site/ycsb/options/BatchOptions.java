package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;

/**
 * CoreWorkload's batches: how many keys a read, an insert or an update of the run phase touches as
 * one operation (1, the default, is upstream's single-key operation).
 */
public final class BatchOptions {
  public static final Option<Integer> BATCH_READ_SIZE = Option.integer("batchreadsize", 1, 1).unit("keys")
      .describe("Keys a read fetches as one operation (a multi-get of distinct keys, BATCH-READ); 1: single reads.");
  public static final Option<Integer> BATCH_INSERT_SIZE = Option.integer("batchinsertsize", 1, 1).unit("keys")
      .describe("New keys a run-phase insert writes as one operation (BATCH-INSERT); 1: single inserts.");
  public static final Option<Integer> BATCH_UPDATE_SIZE = Option.integer("batchupdatesize", 1, 1).unit("keys")
      .describe("Keys an update writes as one operation (BATCH-UPDATE); 1: single updates.");

  public static final OptionGroup GROUP = new OptionGroup(
      "CoreWorkload batches (workload=site.ycsb.workloads.CoreWorkload)", "workloads.md",
      List.of(BATCH_READ_SIZE, BATCH_INSERT_SIZE, BATCH_UPDATE_SIZE));

  private BatchOptions() {
  }
}
