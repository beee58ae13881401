package site.ycsb.calibrate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.results.StepFiles;

/**
 * A user's command around calibrate's steps ({@code calibrate.check}, {@code calibrate.between}):
 * run by {@code /bin/sh -c} with the step's figures in its environment, its output (stdout and
 * stderr) kept in a file beside the step's log, whose first line says how it ended:
 * {@code # calibrate.check step=3 exit=1 seconds=2.314 command=...}.
 */
final class StepCommand {
  private StepCommand() {
  }

  /**
   * Runs {@code command} to its end (or until {@code stopped}).
   *
   * @param property the property that named it, for the output's first line and messages
   * @throws UsageException when the shell cannot start it, or says it cannot find or run it (exit 126/127)
   */
  static CommandOutcome run(String property, String command, int step, Map<String, String> env, Path output,
      BooleanSupplier stopped) throws IOException {
    Path raw = output.resolveSibling(output.getFileName() + ".part");
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command).redirectErrorStream(true)
        .redirectOutput(raw.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    pb.environment().putAll(env);
    long start = System.nanoTime();
    Process process;
    try {
      process = pb.start();
    } catch (IOException e) {
      throw new UsageException(property + "=" + command + ": cannot start it (" + IoProblem.describe(e) + ")");
    }
    int exit;
    try {
      while (!process.waitFor(100, TimeUnit.MILLISECONDS)) {
        if (stopped.getAsBoolean()) {
          process.descendants().forEach(ProcessHandle::destroyForcibly);
          process.destroyForcibly();
        }
      }
      exit = stopped.getAsBoolean() && process.exitValue() != 0 ? -1 : process.exitValue();
    } catch (InterruptedException e) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      exit = -1;
    }
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    String text = Files.readString(raw, StandardCharsets.UTF_8);
    Files.writeString(output, StepFiles.firstLine(property, step, exit, ms, command) + text, StandardCharsets.UTF_8);
    Files.delete(raw);
    String last = text.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("").strip();
    if (exit == 126 || exit == 127) {
      throw new UsageException(property + "=" + command + ": the shell could not find or run it (exit " + exit + ": "
          + last + ")");
    }
    return new CommandOutcome(property, exit, ms, output, last.length() > 80 ? last.substring(0, 77) + "..." : last);
  }
}
