package site.ycsb.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the client may have limited a run's result, and why (docs/numbers.md, "The client's own
 * figures"): its CPU above {@link #CPU_PERCENT} of the cores available to the JVM; hiccups whose
 * p99 is above {@link #HICCUP_MS} or above {@link #HICCUP_SHARE} of the measured p99 latency (the
 * latter only from {@link #HICCUP_FLOOR_MS} up, below which a sleep's own timer slack dominates);
 * every slot or thread busy in more than {@link #SATURATED_PERCENT} of the intervals while the
 * target was not met ({@link #TARGET_MET_PERCENT} of it); the heap watcher's heap pressure.
 */
public final class ClientVerdict {
  public static final double CPU_PERCENT = 85;
  public static final double HICCUP_MS = 1;
  public static final double HICCUP_SHARE = 0.10;
  public static final double HICCUP_FLOOR_MS = 0.25;
  public static final double SATURATED_PERCENT = 20;
  public static final double TARGET_MET_PERCENT = 95;
  /** What the verdict's line starts with. Its words never hold a comma: the text report carries them in a measure's name. */
  public static final String LEAD = "client may have limited the result: ";

  private ClientVerdict() {
  }

  /**
   * The verdict's line ({@code client may have limited the result: CPU 93% of 2 cores; ...}), or
   * empty when none of its causes holds.
   *
   * @param measuredP99Ms the run's p99 latency over every database call (TOTAL), NaN when none
   */
  public static Optional<String> of(ClientFigures f, double measuredP99Ms) {
    List<String> causes = causes(f, measuredP99Ms);
    return causes.isEmpty() ? Optional.empty() : Optional.of(LEAD + String.join("; ", causes));
  }

  /**
   * The verdict's line when the client may have capped the throughput (its CPU, its slots, its heap),
   * hiccups left out: they stretch latencies, not the rate a step reached. What calibrate asks of a
   * step before taking it for the database's knee.
   */
  public static Optional<String> ofThroughput(ClientFigures f) {
    List<String> causes = new ArrayList<>();
    throughputCauses(f, causes);
    return causes.isEmpty() ? Optional.empty() : Optional.of(LEAD + String.join("; ", causes));
  }

  /** Each cause that holds, in words. */
  public static List<String> causes(ClientFigures f, double measuredP99Ms) {
    List<String> out = new ArrayList<>();
    double cpu = f.cpuUtilizationPercent();
    if (cpu > CPU_PERCENT) {
      out.add(cpuCause(f));
    }
    double hiccup = f.hiccupP99Ms();
    if (hiccup > HICCUP_MS) {
      out.add(String.format(Locale.ROOT, "JVM hiccups p99 %.2f ms (above %.0f ms)", hiccup, HICCUP_MS));
    } else if (hiccup >= HICCUP_FLOOR_MS && hiccup > HICCUP_SHARE * measuredP99Ms) {
      out.add(String.format(Locale.ROOT, "JVM hiccups p99 %.2f ms (above 10%% of the measured p99 of %.2f ms)",
          hiccup, measuredP99Ms));
    }
    if (saturated(f)) {
      out.add(saturatedCause(f));
    }
    if (f.heapPressure()) {
      out.add(HEAP_CAUSE);
    }
    return out;
  }

  private static final String HEAP_CAUSE = "heap nearly exhausted (the heap watcher)";

  private static void throughputCauses(ClientFigures f, List<String> out) {
    if (f.cpuUtilizationPercent() > CPU_PERCENT) {
      out.add(cpuCause(f));
    }
    if (saturated(f)) {
      out.add(saturatedCause(f));
    }
    if (f.heapPressure()) {
      out.add(HEAP_CAUSE);
    }
  }

  private static String cpuCause(ClientFigures f) {
    return String.format(Locale.ROOT, "CPU %.0f%% of %d cores", f.cpuUtilizationPercent(), f.cores());
  }

  private static boolean saturated(ClientFigures f) {
    return f.saturatedPercent() > SATURATED_PERCENT && f.achievedSharePercent() < TARGET_MET_PERCENT;
  }

  private static String saturatedCause(ClientFigures f) {
    return String.format(Locale.ROOT, "every slot busy in %.0f%% of intervals while %.0f%% of the target was met",
        f.saturatedPercent(), f.achievedSharePercent());
  }
}
