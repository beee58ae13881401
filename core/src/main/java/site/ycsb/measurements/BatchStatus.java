package site.ycsb.measurements;

import java.util.Arrays;
import site.ycsb.Status;

/**
 * A batch's own result from its keys' results: the first failure among them (a batch with a key that
 * failed has failed), else NOT_FOUND when no key was found, else OK. So a multi-get with one missing
 * key is an OK batch; its NOT_FOUND is counted with the keys ({@link Op#keysMetric}).
 */
public final class BatchStatus {
  private BatchStatus() {
  }

  /** The batch's result; {@code perKey} must be normalised first ({@link #perKey}). */
  public static Status of(Status[] perKey) {
    boolean found = false;
    for (Status s : perKey) {
      if (StatusCounts.isFailure(s.getName())) {
        return s;
      }
      found |= !MetricNames.NOT_FOUND.equals(s.getName());
    }
    return found || perKey.length == 0 ? Status.OK : Status.NOT_FOUND;
  }

  /**
   * What a binding returned, as one status per key: a missing array or one of another length is an
   * ERROR for every key, a missing status an ERROR for its key.
   */
  public static Status[] perKey(Status[] returned, int keys) {
    if (returned == null || returned.length != keys) {
      return all(Status.ERROR, keys);
    }
    for (int i = 0; i < keys; i++) {
      if (returned[i] == null) {
        returned[i] = Status.ERROR;
      }
    }
    return returned;
  }

  /** Every key of a batch with one status (the batch failed as a whole). */
  public static Status[] all(Status status, int keys) {
    Status[] out = new Status[keys];
    Arrays.fill(out, status);
    return out;
  }
}
