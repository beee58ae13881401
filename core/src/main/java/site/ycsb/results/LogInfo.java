package site.ycsb.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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

  /** The client ids this log stands for: its own, or those of a merged log's inputs. */
  public List<String> clientIds() {
    if (format != Format.MERGED) {
      return List.of(clientId());
    }
    return inputs.stream().map(i -> i.getOrDefault("client.id", i.getOrDefault("file", "?"))).toList();
  }
}
