package site.ycsb.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A step's processes (one, or one per client), their output in the step's folder; stopped by
 * {@link #stop} (SIGTERM: a bin/ycsb run then ends its run and writes its report).
 */
final class StepProcesses {
  private final List<Process> running = new ArrayList<>();
  private volatile boolean stopped;

  /**
   * Runs the commands together and waits for all of them; returns the first non-zero exit code, or 0.
   * Output of command i goes to {@code stdout.txt}/{@code stderr.txt} (with {@code -i} from the second on).
   */
  int run(List<List<String>> commands, Path dir) throws IOException, InterruptedException {
    synchronized (this) {
      if (stopped) {
        return 143;
      }
      for (int i = 0; i < commands.size(); i++) {
        String suffix = commands.size() == 1 ? "" : "-" + i;
        ProcessBuilder pb = new ProcessBuilder(commands.get(i))
            .redirectOutput(dir.resolve("stdout" + suffix + ".txt").toFile())
            .redirectError(dir.resolve("stderr" + suffix + ".txt").toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        running.add(pb.start());
      }
    }
    int code = 0;
    for (Process p : running) {
      int c = p.waitFor();
      code = code == 0 ? c : code;
    }
    synchronized (this) {
      running.clear();
    }
    return code;
  }

  /** Sends SIGTERM to the step's processes and waits a while for them to finish their reports. */
  void stop() {
    List<Process> now;
    synchronized (this) {
      stopped = true;
      now = new ArrayList<>(running);
    }
    now.forEach(Process::destroy);
    for (Process p : now) {
      try {
        if (!p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) {
          p.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  boolean stopped() {
    return stopped;
  }
}
