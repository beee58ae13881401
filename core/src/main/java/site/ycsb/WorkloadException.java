package site.ycsb;

/** A workload could not be set up, usually because of a bad property. */
public class WorkloadException extends Exception {
  public WorkloadException(String message) {
    super(message);
  }

  public WorkloadException() {
    super();
  }

  public WorkloadException(String message, Throwable cause) {
    super(message, cause);
  }

  public WorkloadException(Throwable cause) {
    super(cause);
  }
}
