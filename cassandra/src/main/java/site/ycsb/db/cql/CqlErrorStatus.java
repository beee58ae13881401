package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.OverloadedException;
import com.datastax.oss.driver.api.core.servererrors.ReadTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.UnavailableException;
import com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException;
import java.util.List;
import site.ycsb.Status;
import site.ycsb.binding.ErrorStatuses;

/** Which status a failed CQL request reports, so the run's report tells failure kinds apart. */
public final class CqlErrorStatus {
  public static final Status TIMEOUT = ErrorStatuses.TIMEOUT;
  public static final Status UNAVAILABLE = ErrorStatuses.UNAVAILABLE;
  public static final Status OVERLOADED = ErrorStatuses.OVERLOADED;
  /** Not an error of the request: a lightweight-transaction insert found the key already there. */
  public static final Status ALREADY_EXISTS =
      new Status("ALREADY_EXISTS", "Insert not applied: the key exists (lightweight transactions).");

  // the sync API throws driver exceptions as is; async wrappers (CompletionException) are looked through
  private static final ErrorStatuses STATUSES = ErrorStatuses.builder()
      .on(t -> t instanceof DriverTimeoutException || t instanceof ReadTimeoutException
          || t instanceof WriteTimeoutException, t -> TIMEOUT)
      .on(UnavailableException.class, UNAVAILABLE)
      .on(OverloadedException.class, OVERLOADED)
      .on(AllNodesFailedException.class::isInstance, t -> ofAllNodesFailed((AllNodesFailedException) t)) // and NoNodeAvailable
      .build(Status.ERROR);

  private CqlErrorStatus() {
  }

  /** The status of a request that threw {@code error} (or an exception wrapping it). */
  public static Status of(Throwable error) {
    return STATUSES.of(error);
  }

  /**
   * When the driver retries on the next node and none is left (always so on a one-node cluster), it
   * wraps the servers' answers: if every node gave the same server verdict (timeout, unavailable,
   * overloaded) that verdict is the status; otherwise the cluster could not be used at all.
   */
  private static Status ofAllNodesFailed(AllNodesFailedException allFailed) {
    Status common = null;
    for (List<Throwable> errors : allFailed.getAllErrors().values()) {
      for (Throwable error : errors) {
        Status status = of(error);
        boolean serverVerdict = status == TIMEOUT || status == UNAVAILABLE || status == OVERLOADED;
        if (!serverVerdict || (common != null && common != status)) {
          return Status.SERVICE_UNAVAILABLE;
        }
        common = status;
      }
    }
    return common == null ? Status.SERVICE_UNAVAILABLE : common;
  }
}
