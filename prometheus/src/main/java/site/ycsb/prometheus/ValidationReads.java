package site.ycsb.prometheus;

import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import java.util.Locale;
import java.util.Map;
import site.ycsb.validation.ReadClass;

/**
 * {@code ycsb_validation_reads_total{phase, class}}: the validated reads by phase and class (its
 * report name in lower case), every class from a phase's first validated read on, zeros included, so
 * a rate of Stale or Lost is defined from the start.
 */
final class ValidationReads {
  private ValidationReads() {
  }

  /** @param byPhase per phase, the VALIDATION pseudo-operation's counts by status name ({@code STALE}) */
  static CounterSnapshot snapshot(Map<String, Map<String, Long>> byPhase, Labels run) {
    CounterSnapshot.Builder reads = CounterSnapshot.builder().name(LiveMetricNames.VALIDATION_READS)
        .help("Reads checked against the writes this client saw acknowledged (validation=true) since the process"
            + " started, by phase and class (valid, stale, lost, resurrected, corrupt, unverifiable; warm-up"
            + " included): the report's [VALIDATION] lines.");
    byPhase.forEach((phase, counts) -> {
      for (ReadClass c : ReadClass.values()) {
        reads.dataPoint(CounterDataPointSnapshot.builder()
            .labels(run.merge(Labels.of("phase", phase, "class", c.label().toLowerCase(Locale.ROOT))))
            .value(counts.getOrDefault(c.status().getName(), 0L)).build());
      }
    });
    return reads.build();
  }
}
