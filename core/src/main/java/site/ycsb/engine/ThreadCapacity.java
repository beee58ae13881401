package site.ycsb.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import site.ycsb.config.UsageException;

/**
 * How many more threads this process can start, as far as Linux tells (the kernel's thread limit,
 * the process limit, and the memory-map limit: each thread takes two maps, its stack and its guard
 * page). Checked before a run so that an impossible thread count fails at once instead of after
 * minutes of starting threads; where nothing can be read, nothing is assumed.
 */
final class ThreadCapacity {
  private ThreadCapacity() {
  }

  static void check(int threads) {
    long limit = Math.min(readLong("/proc/sys/kernel/threads-max"),
        Math.min(maxProcesses(), readLong("/proc/sys/vm/max_map_count") / 2));
    if (limit == Long.MAX_VALUE) {
      return;
    }
    long room = limit - Thread.activeCount() - 64; // the JVM's own threads and the reporter
    if (threads > room) {
      throw new UsageException("threadcount=" + threads + ": this machine lets the process start about " + room
          + " more threads (kernel.threads-max, ulimit -u, vm.max_map_count / 2); expected fewer threads");
    }
  }

  private static long readLong(String file) {
    // readString is unreliable on /proc files (their size reads as 0 or 4096): read a line instead
    try (java.io.BufferedReader r = Files.newBufferedReader(Path.of(file))) {
      return Long.parseLong(r.readLine().trim());
    } catch (IOException | RuntimeException e) {
      return Long.MAX_VALUE;
    }
  }

  /** The soft "Max processes" limit of this process, or MAX_VALUE when unlimited or unknown. */
  private static long maxProcesses() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/limits"))) {
        if (line.startsWith("Max processes")) {
          String soft = line.substring("Max processes".length()).trim().split("\\s+")[0];
          return "unlimited".equals(soft) ? Long.MAX_VALUE : Long.parseLong(soft);
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: nothing to go by
    }
    return Long.MAX_VALUE;
  }
}
