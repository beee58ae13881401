package site.ycsb.engine;

import site.ycsb.Status;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.measurements.Op;

/**
 * What a binding's throw counts as, for the engine's measuring wrappers: an ERROR, warned about at
 * a limited rate (never per operation). The client's own heap running out is not the database's
 * failure: it is rethrown, and the worker ends the run (see HeapWatcher).
 */
final class FailedCalls {
  private final RateLimitedWarning warnings;

  FailedCalls(RateLimitedWarning warnings) {
    this.warnings = warnings;
  }

  /** An ERROR; an OutOfMemoryError is rethrown. */
  Status counted(Op op, Throwable t) {
    if (t instanceof OutOfMemoryError oom) {
      throw oom;
    }
    return warned(op, t);
  }

  /** An ERROR, warned about without the heap check (a completion's cause, its wrapper checked). */
  Status warned(Op op, Throwable t) {
    warnings.warn("operation failed", () -> op.metricName() + " failed with " + t.getClass().getName()
        + (t.getMessage() == null ? "" : ": " + t.getMessage().lines().findFirst().orElse("")));
    return Status.ERROR;
  }
}
