import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * Prints where a JFR recording says the heap was allocated: jdk.ObjectAllocationSample weights
 * summed per allocated class and allocating site (the first frame in site.ycsb, else the top
 * frame), biggest first, with each site's share; then the collector's pauses from
 * jdk.GarbageCollection. JDK source launcher: {@code java bench/tools/AllocationSites.java FILE.jfr [N]}.
 */
public final class AllocationSites {
  public static void main(String[] args) throws Exception {
    int top = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    Map<String, Long> bySite = new HashMap<>();
    long total = 0;
    long gcCount = 0;
    long gcNanos = 0;
    for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
      String type = e.getEventType().getName();
      if (type.equals("jdk.ObjectAllocationSample")) {
        long weight = e.getLong("weight");
        bySite.merge(e.getClass("objectClass").getName() + " <- " + site(e.getStackTrace()), weight, Long::sum);
        total += weight;
      } else if (type.equals("jdk.GarbageCollection")) {
        gcCount++;
        gcNanos += e.getDuration("sumOfPauses").toNanos();
      }
    }
    System.out.printf("sampled allocation: %.1f MB%n", total / 1e6);
    List<Map.Entry<String, Long>> sites = bySite.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(top).toList();
    for (Map.Entry<String, Long> s : sites) {
      System.out.printf("  %5.1f%%  %8.1f MB  %s%n", 100.0 * s.getValue() / Math.max(1, total), s.getValue() / 1e6, s.getKey());
    }
    System.out.printf("collections: %d, pauses %.1f ms%n", gcCount, gcNanos / 1e6);
  }

  private static String site(RecordedStackTrace stack) {
    if (stack == null || stack.getFrames().isEmpty()) {
      return "?";
    }
    for (RecordedFrame f : stack.getFrames()) {
      String cls = f.getMethod().getType().getName();
      if (cls.startsWith("site.ycsb.")) {
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + f.getMethod().getName() + ":" + f.getLineNumber();
      }
    }
    RecordedFrame f = stack.getFrames().get(0);
    return f.getMethod().getType().getName() + "." + f.getMethod().getName();
  }
}
