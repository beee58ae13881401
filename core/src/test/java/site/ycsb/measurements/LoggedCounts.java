package site.ycsb.measurements;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads an interval log back with HdrHistogram's own reader. */
public final class LoggedCounts {
  private LoggedCounts() {
  }

  /** Each tag's count summed over every interval (untagged histograms under null). */
  public static Map<String, Long> byTag(Path log) throws Exception {
    Map<String, Long> counts = new HashMap<>();
    try (HistogramLogReader reader = new HistogramLogReader(log.toFile())) {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        counts.merge(h.getTag(), ((Histogram) h).getTotalCount(), Long::sum);
      }
    }
    return counts;
  }
}
