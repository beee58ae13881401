package site.ycsb.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import site.ycsb.config.Secrets;

/**
 * What one interval log says about itself, read from its header.
 *
 * @param file the log
 * @param format which writer made it
 * @param meta the {@code #[meta key=value]} lines (empty for a legacy log)
 * @param properties the {@code #[property key=value]} lines, as logged (secrets already masked)
 * @param inputs for a merged log: the facts of each log it was merged from, in order
 * @param startMs the phase's start, milliseconds since the epoch
 * @param intervalMs the length of the log's intervals
 * @param significantDigits the histograms' precision
 */
public record LogInfo(Path file, Format format, Map<String, String> meta, Map<String, String> properties,
    List<Map<String, String>> inputs, long startMs, long intervalMs, int significantDigits) {

  /** Which writer made a log. */
  public enum Format {
    /** A client's log with the comment lines of docs/interval-log.md. */
    CLIENT,
    /** A log written by {@code bin/ycsb merge}. */
    MERGED,
    /** A log from before the comment lines: tags and histograms only, no status counts. */
    LEGACY
  }

  public LogInfo {
    meta = Map.copyOf(meta);
    properties = Map.copyOf(properties);
    inputs = List.copyOf(inputs);
  }

  /** The client id: {@code meta client.id}, else the file's name. */
  public String clientId() {
    return meta.getOrDefault("client.id", file.getFileName().toString());
  }

  /** {@code load}, {@code run}, or empty when the log does not say. */
  public String phase() {
    return meta.getOrDefault("phase", "");
  }

  public String unit() {
    return meta.getOrDefault("unit", "us");
  }

  /** The seconds at the start that the client left out of its own summary. */
  public long warmupSeconds() {
    try {
      return Long.parseLong(meta.getOrDefault("warmup.seconds", "0"));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /**
   * This log's facts with every secret masked, whatever the log says: secret properties (also an
   * input's {@code property.<key>} facts) and the values of secret {@code -p key=value} in a command.
   */
  public LogInfo masked(Predicate<String> secret) {
    return new LogInfo(file, format, maskFacts(meta, secret), maskFacts(properties, secret),
        inputs.stream().map(i -> maskFacts(i, secret)).toList(), startMs, intervalMs, significantDigits);
  }

  private static Map<String, String> maskFacts(Map<String, String> facts, Predicate<String> secret) {
    Map<String, String> out = new TreeMap<>();
    facts.forEach((k, v) -> {
      String key = k.startsWith("property.") ? k.substring(9) : k;
      out.put(k, secret.test(key) ? Secrets.MASK : "command".equals(k) ? maskCommand(v, secret) : v);
    });
    return out;
  }

  /** {@code -p cassandra.password=x} in a command line becomes {@code -p cassandra.password=****}. */
  static String maskCommand(String command, Predicate<String> secret) {
    String[] words = command.split(" ", -1);
    for (int i = 1; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      if ("-p".equals(words[i - 1]) && eq > 0 && secret.test(words[i].substring(0, eq))) {
        words[i] = words[i].substring(0, eq + 1) + Secrets.MASK;
      }
    }
    return String.join(" ", words);
  }

  /** The client ids this log stands for: its own, or those of a merged log's inputs. */
  public List<String> clientIds() {
    if (format != Format.MERGED) {
      return List.of(clientId());
    }
    return inputs.stream().map(i -> i.getOrDefault("client.id", i.getOrDefault("file", "?"))).toList();
  }
}
