package site.ycsb.workloads;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.options.RestOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * The URLs of one kind of {@link RestWorkload} operation (reads, inserts, updates or deletes): the
 * lines of its trace file, and the request distribution that picks one per operation (line 0 is
 * the most popular under zipfian). Safe to share between threads.
 */
final class UrlTrace {
  /** Redraws of an index past the last URL (exponential draws have no upper bound) before the last URL. */
  private static final int MAX_DRAWS = 1000;

  private final String[] urls;
  private final NumberGenerator chooser;

  private UrlTrace(String[] urls, NumberGenerator chooser) {
    this.urls = urls;
    this.chooser = chooser;
  }

  /**
   * Reads the trace {@code trace} names: its file ({@code url.trace.<kind>}), at most
   * {@code <kind>recordcount} URLs, chosen with {@code requestdistribution} (zipfian with
   * {@code <kind>zipfconstant}).
   */
  static UrlTrace load(RestOptions.Trace trace, Settings s) {
    String property = trace.file().name();
    String file = s.get(trace.file());
    String[] urls = read(property, file, s.get(trace.records()));
    if (urls.length == 0) {
      throw new UsageException(property + "=" + file + ": no URLs in the trace file; expected one URL per line");
    }
    return new UrlTrace(urls, chooser(s, urls.length, s.get(trace.zipfConstant())));
  }

  private static String[] read(String property, String file, int limit) {
    List<String> urls = new ArrayList<>();
    try (BufferedReader r = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
      String line;
      while (urls.size() < limit && (line = r.readLine()) != null) {
        String url = line.trim();
        if (!url.isEmpty()) {
          urls.add(url);
        }
      }
    } catch (NoSuchFileException e) {
      throw new UsageException(property + "=" + file + ": no such trace file; expected a file of URLs, one per line");
    } catch (IOException | UncheckedIOException | java.nio.file.InvalidPathException e) {
      throw new UsageException(property + "=" + file + ": cannot read the trace file (" + e.getMessage() + ")", e);
    }
    return urls.toArray(new String[0]);
  }

  private static NumberGenerator chooser(Settings s, int size, double zipfConstant) {
    String distribution = s.get(WorkloadOptions.REQUEST_DISTRIBUTION);
    switch (distribution) {
      case "uniform":
        return new UniformLongGenerator(0, size - 1);
      case "zipfian":
        return new ZipfianGenerator(size, zipfConstant);
      case "hotspot":
        return new HotspotIntegerGenerator(0, size - 1, s.get(WorkloadOptions.HOTSPOT_DATA_FRACTION),
            s.get(WorkloadOptions.HOTSPOT_OPN_FRACTION));
      case "exponential":
        return new ExponentialGenerator(s.get(WorkloadOptions.EXPONENTIAL_PERCENTILE),
            size * s.get(WorkloadOptions.EXPONENTIAL_FRAC));
      case "latest":
        throw new UsageException("requestdistribution=latest: RestWorkload replays traces, which have no newest"
            + " URL; expected uniform, zipfian, hotspot or exponential");
      default:
        throw new UsageException("requestdistribution=" + distribution
            + ": expected uniform, zipfian, hotspot or exponential (RestWorkload)");
    }
  }

  /** The next URL. */
  String next() {
    long index = chooser.nextLong();
    for (int draws = 1; (index < 0 || index >= urls.length) && draws < MAX_DRAWS; draws++) {
      index = chooser.nextLong();
    }
    return urls[(int) Math.max(0, Math.min(urls.length - 1, index))];
  }

  int size() {
    return urls.length;
  }
}
