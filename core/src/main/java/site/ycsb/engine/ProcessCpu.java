package site.ycsb.engine;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's CPU time: the total from the JVM ({@code com.sun.management.OperatingSystemMXBean},
 * every thread, user and system), and its user and system parts from Linux's {@code /proc/self/stat}
 * (fields 14 and 15, in clock ticks of 10 ms: USER_HZ is 100 on Linux whatever the kernel's HZ).
 * Where neither is available the figures are NaN and the report leaves them out.
 */
final class ProcessCpu {
  private static final double MS_PER_TICK = 10;
  private static final Path STAT = Path.of("/proc/self/stat");
  private final java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();

  /** Nanoseconds of CPU the process has used, or -1 when the JVM does not say. */
  long cpuNanos() {
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      return sun.getProcessCpuTime();
    }
    return -1;
  }

  /** {user ms, system ms} so far, or NaNs where /proc/self/stat cannot be read. */
  double[] userSystemMs() {
    try {
      return parseStat(Files.readString(STAT));
    } catch (IOException | RuntimeException e) {
      return new double[] {Double.NaN, Double.NaN};
    }
  }

  /** utime and stime of a stat line, in ms; the command name (field 2) may hold spaces and parentheses. */
  static double[] parseStat(String stat) {
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" +");
    // after the name: state is field 3, so utime (14) and stime (15) are at 11 and 12
    return new double[] {Long.parseLong(f[11]) * MS_PER_TICK, Long.parseLong(f[12]) * MS_PER_TICK};
  }
}
