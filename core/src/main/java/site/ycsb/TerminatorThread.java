package site.ycsb;

import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * Compatibility only: upstream's {@code maxexecutiontime} for a harness that drives {@link ClientThread}s itself (the
 * engine stops its own runs and does not use this class): after the given time it asks the workload
 * to stop, which ends every client thread's loop after its current operation (and any paced wait at
 * once), then waits for the threads to end, saying every 2 seconds which one it still waits for.
 * Interrupted before the time is up (the run ended first), it does nothing. As upstream, it does not
 * interrupt the client threads.
 */
public class TerminatorThread extends Thread {
  private static final long WAIT_REPORT_MS = 2000;

  private final long maxExecutionTimeSeconds;
  private final Collection<? extends Thread> threads;
  private final Workload workload;

  /**
   * @param maxExecutionTime seconds the run may take
   * @param threads the threads that run the {@link ClientThread}s
   */
  public TerminatorThread(long maxExecutionTime, Collection<? extends Thread> threads, Workload workload) {
    this.maxExecutionTimeSeconds = maxExecutionTime;
    this.threads = threads;
    this.workload = workload;
    setName("ycsb-terminator");
    System.err.println("[INFO] maxexecutiontime: the run stops after " + maxExecutionTime + " s");
  }

  @Override
  public void run() {
    try {
      TimeUnit.SECONDS.sleep(maxExecutionTimeSeconds);
    } catch (InterruptedException e) {
      return; // the run ended before its time was up
    }
    System.err.println("[INFO] maxexecutiontime of " + maxExecutionTimeSeconds
        + " s reached: asking the workload to stop");
    workload.requestStop();
    for (Thread t : threads) {
      while (t.isAlive()) {
        try {
          t.join(WAIT_REPORT_MS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
        if (t.isAlive()) {
          System.err.println("[INFO] still waiting for thread " + t.getName() + " to finish its operation");
        }
      }
    }
  }
}
