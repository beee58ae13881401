package site.ycsb.results.stats;

/** What a comparison concludes about a candidate against its baseline, metric by metric. */
public enum Verdict {
  /** Significantly better: higher throughput, or lower latency. */
  FASTER("faster"),
  /** Significantly worse. */
  SLOWER("slower"),
  /** The difference is within what the runs' own variation explains at the chosen confidence. */
  NO_SIGNIFICANT_DIFFERENCE("no significant difference"),
  /** Too few intervals on one side for an interval. */
  UNKNOWN("unknown (too few intervals)");

  private final String words;

  Verdict(String words) {
    this.words = words;
  }

  /** As the reports print it. */
  public String words() {
    return words;
  }
}
