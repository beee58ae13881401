package site.ycsb.generator;

import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Field lengths from a histogram file in upstream's format: a first line {@code BlockSize<TAB>n},
 * then lines {@code bucket<TAB>count}; a draw from bucket i yields {@code (i + 1) * n}.
 */
public class HistogramGenerator extends NumberGenerator {
  private final long blockSize;
  private final long[] cumulative;

  /** From a histogram file in upstream's format (see the class comment). */
  public HistogramGenerator(String histogramFile) throws IOException {
    this(Path.of(histogramFile));
  }

  /** {@code buckets[i]} is the weight of length {@code (i + 1) * blockSize}. */
  public HistogramGenerator(long[] buckets, int blockSize) {
    this.blockSize = blockSize;
    this.cumulative = cumulativeOf(buckets);
    if (cumulative.length == 0 || cumulative[cumulative.length - 1] == 0) {
      throw new IllegalArgumentException("the histogram has no counts");
    }
  }

  /** The file's reader; a missing file is a {@link FileNotFoundException}, as upstream's. */
  private static BufferedReader reader(Path file) throws IOException {
    try {
      return Files.newBufferedReader(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      FileNotFoundException missing = new FileNotFoundException(file + " (no such file)");
      missing.initCause(e);
      throw missing;
    }
  }

  public HistogramGenerator(Path file) throws IOException {
    List<Long> counts = new ArrayList<>();
    long block;
    try (BufferedReader in = reader(file)) {
      String first = in.readLine();
      String[] head = first == null ? new String[0] : first.trim().split("\\s+");
      if (head.length != 2 || !head[0].equals("BlockSize")) {
        throw new IOException("first line must be 'BlockSize<TAB><bytes>'");
      }
      block = parse(head[1], 1);
      String line;
      int lineNo = 1;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        String[] parts = line.trim().split("\\s+");
        if (parts.length != 2) {
          throw new IOException("line " + lineNo + " must be '<bucket><TAB><count>'");
        }
        int bucket = (int) parse(parts[0], lineNo);
        while (counts.size() <= bucket) {
          counts.add(0L);
        }
        counts.set(bucket, parse(parts[1], lineNo));
      }
    }
    blockSize = block;
    cumulative = cumulativeOf(counts.stream().mapToLong(Long::longValue).toArray());
    if (cumulative.length == 0 || cumulative[cumulative.length - 1] == 0) {
      throw new IOException("the histogram has no counts");
    }
  }

  private static long[] cumulativeOf(long[] counts) {
    long[] out = new long[counts.length];
    long sum = 0;
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] < 0) {
        throw new IllegalArgumentException("bucket " + i + " has a negative count");
      }
      sum += counts[i];
      out[i] = sum;
    }
    return out;
  }

  private static long parse(String s, int lineNo) throws IOException {
    try {
      long v = Long.parseLong(s);
      if (v < 0) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new IOException("line " + lineNo + ": '" + s + "' is not a non-negative whole number");
    }
  }

  @Override
  public long nextLong() {
    long u = ThreadLocalRandom.current().nextLong(cumulative[cumulative.length - 1]);
    // the first bucket whose running total passes u: buckets of count 0 repeat a total, and
    // Arrays.binarySearch may land on any of equal elements (an empty bucket would be drawn)
    int lo = 0;
    int hi = cumulative.length - 1;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (cumulative[mid] > u) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return (lo + 1) * blockSize;
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    double sum = 0;
    long prev = 0;
    for (int i = 0; i < cumulative.length; i++) {
      sum += (double) (cumulative[i] - prev) * (i + 1) * blockSize;
      prev = cumulative[i];
    }
    return sum / cumulative[cumulative.length - 1];
  }
}
