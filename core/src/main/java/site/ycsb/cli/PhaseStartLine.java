package site.ycsb.cli;

import java.io.PrintStream;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;

/**
 * Says that a phase started ("Loading data...", "Running the workload...") when its clock starts:
 * after its settings were checked and its binding connected, so never above an error in them.
 */
final class PhaseStartLine implements IntervalListener {
  private final String line;
  private final PrintStream err;

  PhaseStartLine(String line, PrintStream err) {
    this.line = line;
    this.err = err;
  }

  @Override
  public void started(LogHeader header, long startEpochMs) {
    err.println(line);
  }
}
