package site.ycsb.measurements;

import java.util.Map;
import java.util.Objects;

/**
 * What an interval log's header says about its phase (docs/interval-log.md): run facts as
 * {@code #[meta key=value]} lines and the effective properties, secrets already masked, as
 * {@code #[property key=value]} lines. The start time is added by the log itself. A listener reads
 * the phase's figures typed from {@code facts}, never parsed back out of {@code meta}.
 */
public record LogHeader(Map<String, String> meta, Map<String, String> properties, PhaseFacts facts) {
  public LogHeader {
    meta = Map.copyOf(meta);
    properties = Map.copyOf(properties);
    Objects.requireNonNull(facts, "facts");
  }

  /** The client id the log's default name carries. */
  public String clientId() {
    return meta.getOrDefault("client.id", "client");
  }
}
