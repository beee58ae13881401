package site.ycsb.workloads;

import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;

/**
 * A workload's bad setting as its {@code init} reports it: a {@link WorkloadException}, the type
 * upstream's callers catch, with the one-line {@link UsageException} as its message and cause (the
 * command line finds the cause, prints the line and exits with code 2).
 */
final class SettingsError {
  private SettingsError() {
  }

  static WorkloadException of(UsageException e) {
    return new WorkloadException(e.getMessage(), e);
  }

  /** Runs a step of a workload's init, a UsageException it throws reported as {@link #of}. */
  static void reported(Runnable step) throws WorkloadException {
    try {
      step.run();
    } catch (UsageException e) {
      throw of(e);
    }
  }
}
