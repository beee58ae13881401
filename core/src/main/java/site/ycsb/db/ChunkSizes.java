package site.ycsb.db;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * How large the chunks of a writer are: small at first (a table of ten records must not take a
 * region per thread), doubling, up to one G1 region. An array of at least half a region is
 * "humongous" to G1: allocated straight into the old generation, never copied by a young
 * collection, and occupying whole regions, so the largest size fills exactly one region. Other
 * collectors get chunks of up to {@link #OTHER_COLLECTORS_MAX}.
 */
final class ChunkSizes {
  static final int FIRST = 64 << 10;
  static final int OTHER_COLLECTORS_MAX = 1 << 20;
  /** Left free in a region for the array header. */
  private static final int HEADER_ROOM = 64;

  private final int regionBytes; // 0 when not G1

  ChunkSizes(int regionBytes) {
    this.regionBytes = regionBytes;
  }

  /** The sizes for the collector this JVM runs. */
  static ChunkSizes forThisJvm() {
    int region = 0;
    try {
      HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      if (hotspot != null && Boolean.parseBoolean(hotspot.getVMOption("UseG1GC").getValue())) {
        region = (int) Math.min(1 << 30, Long.parseLong(hotspot.getVMOption("G1HeapRegionSize").getValue()));
      }
    } catch (RuntimeException notHotSpot) {
      // another JVM: the plain sizes
    }
    return new ChunkSizes(region);
  }

  int largest() {
    return regionBytes > 0 ? regionBytes - HEADER_ROOM : OTHER_COLLECTORS_MAX;
  }

  /** The size after {@code size}: double, or a whole region once doubling would reach half of one. */
  int after(int size) {
    if (regionBytes > 0) {
      return (long) size * 2 >= regionBytes / 2 ? largest() : size * 2;
    }
    return Math.min(OTHER_COLLECTORS_MAX, size * 2);
  }
}
