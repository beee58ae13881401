package site.ycsb.engine;

import java.util.Properties;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

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
    Props p = new Props(user);
    Properties eff = new Properties();
    eff.putAll(user);
    if (!p.bool("dotransactions", true)) {
      // checked under their own names, before they stand in for threadcount and target
      p.intValue("load.threads", 1, 1);
      p.doubleValue("load.target", 0, 0, Double.MAX_VALUE, RunSettings.RATE);
      copyIfSet(user, "load.threads", eff, "threadcount");
      copyIfSet(user, "load.target", eff, "target");
      copyIfSet(user, "load.events", eff, "events");
      copyIfSet(user, "load.events.file", eff, "events.file");
    }
    if (p.bool("dotransactions", true)) {
      stages(new Props(eff), eff);
    }
    int count = p.intValue("client.count", 1, 1);
    long index = p.longValue("client.index", 0, 0);
    if (index >= count) {
      throw new UsageException("client.index=" + index + ": expected 0 to client.count - 1 = " + (count - 1));
    }
    if (count > 1) {
      int i = (int) index;
      long records = p.longValue("recordcount", 0, 0);
      if (!p.has("insertstart") && !p.has("insertcount")) {
        eff.setProperty("insertstart", Long.toString(shareStart(records, count, i)));
        eff.setProperty("insertcount", Long.toString(share(records, count, i)));
      }
      long operations = p.longValue("operationcount", 0, 0);
      if (operations > 0) {
        // at least one operation each: 0 would mean "no limit"
        eff.setProperty("operationcount", Long.toString(Math.max(1, share(operations, count, i))));
      }
      double target = new Props(eff).doubleValue("target", 0, 0, Double.MAX_VALUE, RunSettings.RATE);
      if (target > 0) {
        eff.setProperty("target", Double.toString(target / count));
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
    if (!p.has("maxexecutiontime") && !p.has("operationcount")) {
      eff.setProperty("maxexecutiontime", Long.toString((long) Math.ceil(plan.totalSeconds())));
    }
    double warmup = plan.warmupSeconds();
    if (warmup > 0) {
      if (p.has("measurement.warmup")) {
        throw new UsageException("measurement.warmup and warm-up stages are both set: expected one of them");
      }
      if (warmup != Math.rint(warmup)) {
        throw new UsageException("stages: the warm-up stages last " + warmup + " s; expected whole seconds"
            + " (measurement.warmup counts seconds)");
      }
      eff.setProperty("measurement.warmup", Long.toString((long) warmup));
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

  private static void copyIfSet(Properties from, String key, Properties to, String as) {
    String v = from.getProperty(key);
    if (v != null && !v.isBlank()) {
      to.setProperty(as, v);
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
