package site.ycsb.measurements;

import java.util.Map;

/**
 * What an interval log's header says about its phase (docs/interval-log.md): run facts as
 * {@code #[meta key=value]} lines and the effective properties, secrets already masked, as
 * {@code #[property key=value]} lines. The start time is added by the log itself.
 */
public record LogHeader(Map<String, String> meta, Map<String, String> properties) {
  public LogHeader {
    meta = Map.copyOf(meta);
    properties = Map.copyOf(properties);
  }

  /** The client id the log's default name carries. */
  public String clientId() {
    return meta.getOrDefault("client.id", "client");
  }
}
