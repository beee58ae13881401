package site.ycsb.cli;

import java.util.Properties;
import site.ycsb.config.Settings;
import site.ycsb.options.RunOptions;
import site.ycsb.model.RunResult;

/** What the command line says about how a phase ended. */
final class PhaseEnd {
  private PhaseEnd() {
  }

  /**
   * The "stopped early" line, or null when the phase ended as planned: all its operations done, or
   * a run without an operation count ({@code operationcount=0}) reaching its {@code maxexecutiontime},
   * such as each step of calibrate.
   */
  static String earlyStop(RunResult r, Properties props) {
    Settings s = Settings.of(props);
    boolean timeBounded = s.get(RunOptions.DO_TRANSACTIONS) && s.get(RunOptions.OPERATION_COUNT) == 0;
    String why = switch (r.stopReason()) {
      case COMPLETED -> null;
      case TIME_LIMIT -> timeBounded ? null : "maxexecutiontime reached";
      case HEAP_EXHAUSTED -> "the Java heap was nearly exhausted (see the error above)";
      case CLIENT_ERROR -> "a client thread failed (see the error above)";
      case THRESHOLD_BROKEN -> "a threshold was broken for good (thresholds.abortonfail=true; see the table below)";
      default -> "stop requested";
    };
    return why == null ? null : "[INFO] stopped early: " + why;
  }
}
