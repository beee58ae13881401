package site.ycsb.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.Utils;

/** Minimum and maximum of thread count, used heap and load average, sampled by the engine's main thread. */
final class JvmSampler {
  private int minThreads = Integer.MAX_VALUE;
  private int maxThreads;
  private long minUsedMb = Long.MAX_VALUE;
  private long maxUsedMb;
  private double minLoad = Double.MAX_VALUE;
  private double maxLoad;

  void sample() {
    int threads = Utils.getActiveThreadCount();
    minThreads = Math.min(minThreads, threads);
    maxThreads = Math.max(maxThreads, threads);
    long used = Utils.getUsedMemoryMegaBytes();
    minUsedMb = Math.min(minUsedMb, used);
    maxUsedMb = Math.max(maxUsedMb, used);
    double load = Utils.getSystemLoadAverage();
    if (load >= 0) {
      minLoad = Math.min(minLoad, load);
      maxLoad = Math.max(maxLoad, load);
    }
  }

  /** Upstream's [OVERALL] names for these figures. */
  Map<String, Number> figures() {
    Map<String, Number> out = new LinkedHashMap<>();
    out.put("MAX_MEM_USED", maxUsedMb);
    out.put("MIN_MEM_USED", minUsedMb == Long.MAX_VALUE ? 0 : minUsedMb);
    out.put("MAX_THREADS", maxThreads);
    out.put("MIN_THREADS", minThreads == Integer.MAX_VALUE ? 0 : minThreads);
    out.put("MAX_SYS_LOAD_AVG", maxLoad);
    out.put("MIN_SYS_LOAD_AVG", minLoad == Double.MAX_VALUE ? 0 : minLoad);
    return out;
  }
}
