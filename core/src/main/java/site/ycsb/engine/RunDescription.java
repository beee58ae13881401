package site.ycsb.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.PhaseFacts;

/** The facts of one phase its interval log records as {@code #[meta key=value]} (docs/interval-log.md). */
final class RunDescription {
  /** The operations the binding never answers NOT_FOUND (docs/interval-log.md). */
  static final String NEVER_NOT_FOUND = "notfound.never";

  private RunDescription() {
  }

  /** The facts, with what the binding's descriptor says of its semantics ({@code notfound.never}). */
  static Map<String, String> meta(RunSettings s, MeasurementSettings m, Map<String, String> extra, DbLoader loader,
      Properties properties) {
    Map<String, String> meta = meta(s, m, extra);
    loader.describe(s.db()).ifPresent(d -> meta.put(NEVER_NOT_FOUND,
        String.join(",", new TreeSet<>(d.neverNotFound(properties)))));
    return meta;
  }

  /** The phase's figures its listeners read typed; its meta lines are made from them. */
  static PhaseFacts facts(RunSettings s, MeasurementSettings m) {
    return new PhaseFacts(s.phase(), s.threads(), s.target(), s.asyncInFlight(), m.logIntervalSeconds(),
        m.warmupSeconds());
  }

  static Map<String, String> meta(RunSettings s, MeasurementSettings m, Map<String, String> extra) {
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("version", ToolVersion.get());
    meta.put("binding", s.db());
    meta.put("workload", s.workload());
    meta.put("host", HostFacts.hostName());
    meta.put("pid", Long.toString(HostFacts.pid()));
    meta.put("client.id", s.clientId());
    meta.put("client.index", Integer.toString(s.clientIndex()));
    meta.put("client.count", Integer.toString(s.clientCount()));
    facts(s, m).putInto(meta);
    meta.put("unit", "us");
    meta.put("significantdigits", Integer.toString(m.significantDigits()));
    meta.putAll(extra);
    return meta;
  }
}
