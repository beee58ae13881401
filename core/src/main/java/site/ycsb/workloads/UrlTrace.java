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
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;

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
   * Reads the trace of {@code kind} ("read", "insert", "update", "delete"): file {@code url.trace.<kind>},
   * at most {@code <kind>recordcount} URLs, chosen with {@code requestdistribution} (zipfian with
   * {@code <kind>zipfconstant}).
   */
  static UrlTrace load(String kind, Props p) {
    String property = "url.trace." + kind;
    String file = p.string(property, kind + "trace.txt");
    String[] urls = read(property, file, p.intValue(kind + "recordcount", Integer.MAX_VALUE, 0));
    if (urls.length == 0) {
      throw new UsageException(property + "=" + file + ": no URLs in the trace file; expected one URL per line");
    }
    return new UrlTrace(urls, chooser(p, urls.length, zipfConstant(p, kind + "zipfconstant")));
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

  /** A Zipfian constant, strictly between 0 and 1. */
  static double zipfConstant(Props p, String property) {
    double c = p.doubleValue(property, 0.99, 0, 1);
    if (c <= 0 || c >= 1) {
      throw new UsageException(property + "=" + c + ": expected a number above 0 and below 1");
    }
    return c;
  }

  private static NumberGenerator chooser(Props p, int size, double zipfConstant) {
    String distribution = p.string(CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY,
        CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY_DEFAULT);
    switch (distribution) {
      case "uniform":
        return new UniformLongGenerator(0, size - 1);
      case "zipfian":
        return new ZipfianGenerator(size, zipfConstant);
      case "hotspot":
        return new HotspotIntegerGenerator(0, size - 1, p.doubleValue(CoreWorkload.HOTSPOT_DATA_FRACTION, 0.2, 0, 1),
            p.doubleValue(CoreWorkload.HOTSPOT_OPN_FRACTION, 0.8, 0, 1));
      case "exponential":
        return new ExponentialGenerator(p.doubleValue("exponential.percentile", 95, Double.MIN_VALUE, 99.999999),
            size * p.doubleValue("exponential.frac", 0.8571428571, Double.MIN_VALUE, 1));
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
