package site.ycsb.workloads;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.options.WorkloadOptions;

/**
 * The time to live CoreWorkload gives its inserts and updates ({@code ttl}, {@code ttldistribution}):
 * none (the default: upstream's calls, so upstream's bindings work unchanged), a constant, uniform
 * between {@code ttl.min} and {@code ttl}, or drawn from a histogram file. With one, every write goes
 * through the binding's {@link DB#insert(String, String, Map, int)} and {@link DB#update(String,
 * String, Map, int)}.
 */
final class WriteTtl {
  /** Upstream's behaviour: no write expires. */
  static final WriteTtl NONE = new WriteTtl(null, null);

  private final NumberGenerator seconds;
  private final String setting;

  private WriteTtl(NumberGenerator seconds, String setting) {
    this.seconds = seconds;
    this.setting = setting;
  }

  /** From the options; a value that cannot work is one line naming the property. */
  static WriteTtl of(Settings s) {
    int ttl = s.get(WorkloadOptions.TTL);
    String dist = s.get(WorkloadOptions.TTL_DISTRIBUTION);
    switch (dist) {
      case "uniform": {
        int min = s.get(WorkloadOptions.TTL_MIN);
        if (min > ttl) {
          throw new UsageException("ttl.min=" + min + ": expected at most ttl=" + ttl
              + " (ttldistribution=uniform draws between them)");
        }
        return new WriteTtl(new UniformLongGenerator(min, ttl), "ttldistribution=uniform");
      }
      case "histogram": {
        String file = s.get(WorkloadOptions.TTL_HISTOGRAM);
        try {
          return new WriteTtl(new HistogramGenerator(Path.of(file)), "ttldistribution=histogram");
        } catch (IOException | RuntimeException e) {
          throw new UsageException("ttlhistogram=" + file + ": cannot read the histogram file (" + e.getMessage()
              + ")", e);
        }
      }
      default:
        return ttl == 0 ? NONE : new WriteTtl(new ConstantIntegerGenerator(ttl), "ttl=" + ttl);
    }
  }

  /** The setting that makes writes expire (for the engine's refusal of a binding that cannot), or null. */
  String setting() {
    return setting;
  }

  private int next() {
    return (int) Math.min(Integer.MAX_VALUE, Math.max(0, seconds.nextLong()));
  }

  Status insert(DB db, String table, String key, Map<String, ByteIterator> values) {
    return seconds == null ? db.insert(table, key, values) : db.insert(table, key, values, next());
  }

  Status update(DB db, String table, String key, Map<String, ByteIterator> values) {
    return seconds == null ? db.update(table, key, values) : db.update(table, key, values, next());
  }

  CompletionStage<Status> insertAsync(AsyncDB db, String table, String key, Map<String, ByteIterator> values) {
    return seconds == null ? db.insertAsync(table, key, values) : db.insertAsync(table, key, values, next());
  }

  CompletionStage<Status> updateAsync(AsyncDB db, String table, String key, Map<String, ByteIterator> values) {
    return seconds == null ? db.updateAsync(table, key, values) : db.updateAsync(table, key, values, next());
  }
}
