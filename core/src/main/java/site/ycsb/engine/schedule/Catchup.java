package site.ycsb.engine.schedule;

/** What a paced thread does with the slots it missed while it was behind (pacing.catchup). */
public enum Catchup {
  /** Issues them at once, each measured from its own slot: the stall shows in the Intended latencies. */
  BURST,
  /** Drops every missed slot but the latest and counts them as SkippedOperations. */
  SKIP
}
