package site.ycsb;

import java.util.Objects;
import java.util.Properties;
import site.ycsb.config.Settings;

/**
 * What the engine hands a workload at {@link Workload#init(WorkloadContext)}: the phase's options,
 * resolved and checked ({@link #settings()}, read typed: {@code settings.get(WorkloadOptions.FIELD_COUNT)}),
 * and the phase's own properties for upstream's {@link Workload#init(Properties)}. The properties are
 * the engine's object, not a copy: as upstream's client, the engine reads the phase's counts from it
 * after init, where a workload may derive them (upstream's ConstantOccupancyWorkload sets recordcount).
 *
 * @param settings the phase's options, immutable
 * @param properties the phase's properties, as upstream's workloads are given them
 */
public record WorkloadContext(Settings settings, Properties properties) {
  public WorkloadContext {
    Objects.requireNonNull(settings);
    Objects.requireNonNull(properties);
  }

  /** The context of {@code properties} alone: their settings, read when first asked. */
  public static WorkloadContext of(Properties properties) {
    return new WorkloadContext(Settings.of(properties), properties);
  }
}
