package site.ycsb.engine;

import java.io.PrintStream;
import site.ycsb.PhaseFacts;
import site.ycsb.Workload;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;

/**
 * Catches runs whose numbers would mean nothing before they start: where nothing sensible can
 * happen, one line and exit 2; where the run is merely surprising, one warning line and it goes on.
 * The engine's own checks first, then the workload's ({@link Workload#check}), which knows what its
 * options mean.
 */
final class RunChecks {
  private RunChecks() {
  }

  /**
   * @param workload the phase's workload (null: only the engine's checks)
   * @param binding the binding's descriptor, or null when unknown or when its store was loaded
   *     before in this process (then nothing is said about it)
   */
  static void check(Props p, RunSettings s, Workload workload, BindingDescriptor binding, PrintStream err) {
    long warmup = p.seconds("measurement.warmup", 0, 0);
    if (warmup > 0 && s.maxExecutionSeconds() > 0 && warmup >= s.maxExecutionSeconds()) {
      throw new UsageException("measurement.warmup=" + warmup + ": expected less than maxexecutiontime="
          + s.maxExecutionSeconds() + " (the whole run would be warm-up, nothing measured)");
    }
    if (s.doTransactions() && s.unlimited() && s.maxExecutionSeconds() == 0) {
      if (!RunOptions.OPERATION_COUNT.isSet(p.raw())) {
        // a workload file without operationcount would otherwise run until someone notices
        throw new UsageException("operationcount: not set and no maxexecutiontime, so the run would never end;"
            + " expected operationcount=<n> or maxexecutiontime=<seconds> (operationcount=0 written out runs until"
            + " interrupted)");
      }
      err.println("[WARN] operationcount=0 and no maxexecutiontime: the run goes on until it is interrupted"
          + " (Ctrl-C writes the report)");
    }
    if (workload != null) {
      workload.check(Settings.of(p.raw()), facts(p, s, binding), err::println);
    }
  }

  private static PhaseFacts facts(Props p, RunSettings s, BindingDescriptor binding) {
    String name = binding != null ? binding.names().get(0) : s.db();
    return new PhaseFacts(s.doTransactions(), s.recordCount(), s.insertCount(), name,
        binding != null && binding.startsEmpty(p.raw()));
  }
}
