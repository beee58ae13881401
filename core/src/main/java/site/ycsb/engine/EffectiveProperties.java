package site.ycsb.engine;

import java.util.Properties;
import site.ycsb.config.Option;
import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.EventOptions;
import site.ycsb.options.RunOptions;

/**
 * The properties a phase actually runs with, as the workload, the bindings and the log all see
 * them: the user's, plus what this client derives. The load phase takes {@code load.threads},
 * {@code load.target}, {@code load.events} and {@code load.events.file} when given; one of
 * {@code client.count} clients takes its share of the load range ({@code recordcount} split into contiguous ranges, the remainder spread over the first
 * clients, unless {@code insertstart}/{@code insertcount} are given), of {@code operationcount} and of
 * {@code target} (which is for all clients together). The user's object is never changed.
 */
final class EffectiveProperties {
  private EffectiveProperties() {
  }

  static Properties of(Properties user) {
    Settings s = Settings.of(user);
    Properties eff = new Properties();
    eff.putAll(user);
    if (!s.get(RunOptions.DO_TRANSACTIONS)) {
      // checked under their own names, before they stand in for threadcount and target
      s.get(RunOptions.LOAD_THREADS);
      s.get(RunOptions.LOAD_TARGET);
      copyIfSet(user, RunOptions.LOAD_THREADS, eff, RunOptions.THREAD_COUNT);
      copyIfSet(user, RunOptions.LOAD_TARGET, eff, RunOptions.TARGET);
      copyIfSet(user, EventOptions.LOAD_EVENTS, eff, EventOptions.EVENTS);
      copyIfSet(user, EventOptions.LOAD_EVENTS_FILE, eff, EventOptions.EVENTS_FILE);
    }
    if (s.get(RunOptions.DO_TRANSACTIONS)) {
      stages(new Props(eff), eff);
    }
    int count = s.get(RunOptions.CLIENT_COUNT);
    long index = s.get(RunOptions.CLIENT_INDEX);
    if (index >= count) {
      throw new UsageException("client.index=" + index + ": expected 0 to client.count - 1 = " + (count - 1));
    }
    if (count > 1) {
      int i = (int) index;
      long records = s.get(RunOptions.RECORD_COUNT);
      if (!s.isSet(RunOptions.INSERT_START) && !s.isSet(RunOptions.INSERT_COUNT)) {
        eff.setProperty(RunOptions.INSERT_START.name(), Long.toString(shareStart(records, count, i)));
        eff.setProperty(RunOptions.INSERT_COUNT.name(), Long.toString(share(records, count, i)));
      }
      long operations = s.get(RunOptions.OPERATION_COUNT);
      if (operations > 0) {
        // at least one operation each: 0 would mean "no limit"
        eff.setProperty(RunOptions.OPERATION_COUNT.name(), Long.toString(Math.max(1, share(operations, count, i))));
      }
      double target = Settings.of(eff).get(RunOptions.TARGET);
      if (target > 0) {
        eff.setProperty(RunOptions.TARGET.name(), Double.toString(target / count));
      }
    }
    return eff;
  }

  /**
   * A run phase in stages ends with its last stage unless operationcount or maxexecutiontime says
   * otherwise, and leaves its leading warm-up stages out of the measurement (measurement.warmup).
   */
  private static void stages(Props p, Properties eff) {
    site.ycsb.config.StagePlan plan = site.ycsb.config.StagePlan.of(p);
    if (plan == null) {
      return;
    }
    if (!RunOptions.MAX_EXECUTION_TIME.isSet(eff) && !RunOptions.OPERATION_COUNT.isSet(eff)) {
      eff.setProperty(RunOptions.MAX_EXECUTION_TIME.name(), Long.toString((long) Math.ceil(plan.totalSeconds())));
    }
    double warmup = plan.warmupSeconds();
    if (warmup > 0) {
      if (site.ycsb.options.MeasurementOptions.WARMUP.isSet(eff)) {
        throw new UsageException("measurement.warmup and warm-up stages are both set: expected one of them");
      }
      if (warmup != Math.rint(warmup)) {
        throw new UsageException("stages: the warm-up stages last " + warmup + " s; expected whole seconds"
            + " (measurement.warmup counts seconds)");
      }
      eff.setProperty(site.ycsb.options.MeasurementOptions.WARMUP.name(), Long.toString((long) warmup));
    }
  }

  /** Client {@code i}'s part of {@code total} split over {@code n}: the first {@code total % n} get one more. */
  static long share(long total, int n, int i) {
    return total / n + (i < total % n ? 1 : 0);
  }

  /** Where client {@code i}'s contiguous part of {@code total} starts. */
  static long shareStart(long total, int n, int i) {
    return i * (total / n) + Math.min(i, total % n);
  }

  private static void copyIfSet(Properties from, Option<?> option, Properties to, Option<?> as) {
    String v = from.getProperty(option.name());
    if (v != null && !v.isBlank()) {
      to.setProperty(as.name(), v);
    }
  }

  /** Objects a phase left in its properties (the memory binding's store) go back to the user's, for the next phase. */
  static void carryBackObjects(Properties effective, Properties user) {
    effective.forEach((k, v) -> {
      if (!(v instanceof String)) {
        user.putIfAbsent(k, v);
      }
    });
  }
}
