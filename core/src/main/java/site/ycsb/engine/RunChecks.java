package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.PhaseFacts;
import site.ycsb.Workload;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.MeasurementOptions;
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
   * @param options the phase's settings
   * @param workload the phase's workload (null: only the engine's checks)
   * @param facts what the workload's check is told of the phase ({@link #facts})
   */
  static void check(Settings options, RunSettings s, Workload workload, PhaseFacts facts, PrintStream err) {
    long warmup = options.get(MeasurementOptions.WARMUP);
    if (warmup > 0 && s.maxExecutionSeconds() > 0 && warmup >= s.maxExecutionSeconds()) {
      throw new UsageException("measurement.warmup=" + warmup + ": expected less than maxexecutiontime="
          + s.maxExecutionSeconds() + " (the whole run would be warm-up, nothing measured)");
    }
    if (s.doTransactions() && s.unlimited() && s.maxExecutionSeconds() == 0) {
      if (!options.isSet(RunOptions.OPERATION_COUNT)) {
        // a workload file without operationcount would otherwise run until someone notices
        throw new UsageException("operationcount: not set and no maxexecutiontime, so the run would never end;"
            + " expected operationcount=<n> or maxexecutiontime=<seconds> (operationcount=0 written out runs until"
            + " interrupted)");
      }
      err.println("[WARN] operationcount=0 and no maxexecutiontime: the run goes on until it is interrupted"
          + " (Ctrl-C writes the report)");
    }
    if (workload != null) {
      workload.check(options, facts, err::println);
    }
  }

  /**
   * What the engine tells a workload's check of the phase.
   *
   * @param binding the binding's descriptor, or null when unknown or when its store was loaded
   *     before in this process (then nothing is said about the store)
   * @param phase the phase's own properties (an in-process store lives there)
   */
  static PhaseFacts facts(RunSettings s, BindingDescriptor binding, Properties phase) {
    String name = binding != null ? binding.names().get(0) : s.db();
    return new PhaseFacts(s.doTransactions(), s.recordCount(), s.insertCount(), name,
        binding != null && binding.startsEmpty(phase));
  }
}
