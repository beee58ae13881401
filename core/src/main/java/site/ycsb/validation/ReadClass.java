package site.ycsb.validation;

import site.ycsb.Status;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.ThreadRecorder;

/**
 * What a validated read found, judged against the client's ledger of acknowledged writes. Counted per
 * interval as the results of the pseudo-operation {@link MetricNames#VALIDATION}, so the counts travel
 * as status counts do: the interval log's status lines, exact merges, every report.
 */
public enum ReadClass {
  /** The latest acknowledged version, or one the ledger accepts (a write in flight or of unknown outcome). */
  VALID("Valid", false),
  /** A version older than one acknowledged before the read started. */
  STALE("Stale", true),
  /** NOT_FOUND for a key whose insert was acknowledged and not deleted before the read started. */
  LOST("Lost", true),
  /** A row for a key whose delete was acknowledged before the read started. */
  RESURRECTED("Resurrected", true),
  /** A value whose checksum, key or field does not match. */
  CORRUPT("Corrupt", true),
  /** A key this client cannot judge (written by another client, or last written with an unknown outcome). */
  UNVERIFIABLE("Unverifiable", false);

  private final String label;
  private final boolean anomaly;
  private final Status status;

  ReadClass(String label, boolean anomaly) {
    this.label = label;
    this.anomaly = anomaly;
    this.status = new Status(name(), label + " (validated read)");
  }

  /** The report's name of the class ({@code [VALIDATION], Stale, n}). */
  public String label() {
    return label;
  }

  /** Whether the class means the database's data was wrong (an alarm), not merely unjudged. */
  public boolean anomaly() {
    return anomaly;
  }

  /** The status under which the class is counted. */
  public Status status() {
    return status;
  }

  /** Counts one read of this class on {@code recorder} (any thread, as status counts are). */
  public void countOn(ThreadRecorder recorder) {
    recorder.countNamed(MetricNames.VALIDATION, status);
  }
}
