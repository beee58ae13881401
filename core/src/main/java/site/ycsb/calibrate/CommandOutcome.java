package site.ycsb.calibrate;

import java.nio.file.Path;
import java.util.Locale;

/**
 * How one run of {@code calibrate.check} or {@code calibrate.between} ended.
 *
 * @param property the property that named the command
 * @param exitCode its exit code (-1 when it was stopped with calibrate)
 * @param durationMs how long it took
 * @param output the file holding its output (see {@link site.ycsb.results.StepFiles})
 * @param lastLine the last non-blank line of its output, shortened to 80 characters (empty when none)
 */
public record CommandOutcome(String property, int exitCode, long durationMs, Path output, String lastLine) {
  public boolean ok() {
    return exitCode == 0;
  }

  /** {@code exit 1: 23 pending compactions (2.1 s)}, for the table. */
  public String describe() {
    String what = ok() ? "ok" : exitCode < 0 ? "stopped" : "exit " + exitCode;
    return what + (lastLine.isEmpty() ? "" : ": " + lastLine)
        + String.format(Locale.ROOT, " (%.1f s)", durationMs / 1000.0);
  }
}
