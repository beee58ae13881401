package site.ycsb.engine.schedule;

import java.nio.file.Path;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.options.LoadShapeOptions;

/** Reads how a phase is paced: a schedule (run phase), else a constant target, else none; checked before any work. */
public final class LoadShape {
  private LoadShape() {
  }

  /**
   * The run phase's schedule from {@code target.schedule} or {@code target.schedule.file}, or null
   * when neither is set; one-line errors for a bad one, or for both set, or one set beside {@code target}.
   */
  public static RateSchedule schedule(Props p, double target) {
    site.ycsb.config.StagePlan plan = site.ycsb.config.StagePlan.of(p);
    if (plan != null && plan.anyRate()) {
      return staged(plan, p, target);
    }
    return whole(p, target);
  }

  /** Each stage's own rate, else the run's (target.schedule, target.schedule.file or target). */
  private static RateSchedule staged(site.ycsb.config.StagePlan plan, Props p, double target) {
    RateSchedule base = LoadShapeOptions.TARGET_SCHEDULE.read(p) != null
        || LoadShapeOptions.TARGET_SCHEDULE_FILE.read(p) != null ? whole(p, 0)
        : target > 0 ? RateSchedule.constant(target * site.ycsb.options.RunOptions.CLIENT_COUNT.read(p)) : null; // target is this client's share
    java.util.List<RateSchedule> parts = new java.util.ArrayList<>();
    double[] seconds = new double[plan.stages().size()];
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < seconds.length; i++) {
      site.ycsb.config.StagePlan.Stage st = plan.stages().get(i);
      String key = site.ycsb.config.StagePlan.PREFIX + st.name() + ".";
      String schedule = st.overrides().get("target.schedule");
      String rate = st.overrides().get("target");
      RateSchedule part;
      if (schedule != null && rate != null) {
        throw new UsageException(key + "target and " + key + "target.schedule are both set: expected one of them");
      } else if (schedule != null) {
        part = ScheduleSyntax.parse(key + "target.schedule", schedule);
      } else if (rate != null) {
        part = RateSchedule.constant(stageRate(key + "target", rate));
      } else if (base != null) {
        part = base;
      } else {
        throw new UsageException(key + "target: not set, while another stage sets its rate; expected a rate for"
            + " every stage (stage." + st.name() + ".target or .target.schedule), or target for the stages without");
      }
      parts.add(part);
      seconds[i] = st.seconds();
      text.append(i == 0 ? "" : ", ").append(st.name()).append(": ").append(part);
    }
    return RateSchedule.concat(parts, seconds, text.toString());
  }

  private static double stageRate(String key, String text) {
    try {
      double r = Double.parseDouble(text);
      if (r >= 0 && Double.isFinite(r)) {
        return r;
      }
    } catch (NumberFormatException e) {
      // the line below says what was expected
    }
    throw new UsageException(key + "=" + text + ": expected a number of operations per second of 0 or more");
  }

  private static RateSchedule whole(Props p, double target) {
    String text = LoadShapeOptions.TARGET_SCHEDULE.read(p);
    Path file = LoadShapeOptions.TARGET_SCHEDULE_FILE.read(p);
    boolean linear = "linear".equals(LoadShapeOptions.TARGET_SCHEDULE_INTERPOLATION.read(p));
    if (text != null && file != null) {
      throw new UsageException("target.schedule and target.schedule.file are both set: expected one of them");
    }
    if (text == null && file == null) {
      return null;
    }
    String name = text != null ? "target.schedule" : "target.schedule.file";
    if (target > 0) {
      throw new UsageException(name + " and target=" + target + " are both set: expected one of them (the schedule"
          + " gives the rate at every moment)");
    }
    return text != null ? ScheduleSyntax.parse(name, text) : ScheduleFile.read(name, file, linear);
  }

  /**
   * How a phase's threads are paced, or null when they are not.
   *
   * @param schedule the phase's schedule, for all clients together, or null
   * @param target the phase's constant target, this client's share (used without a schedule)
   * @param clients how many clients share the schedule ({@code client.count})
   * @param clientIndex this client's number ({@code client.index})
   */
  public static Pacing pacing(Props p, RateSchedule schedule, double target, int threads, int clients,
      int clientIndex, Pacing.Warning warning) {
    Catchup catchup = "skip".equals(LoadShapeOptions.PACING_CATCHUP.read(p)) ? Catchup.SKIP : Catchup.BURST;
    if (schedule != null) {
      return new Pacing(schedule, threads, clients, clientIndex, catchup, warning);
    }
    return target > 0 ? new Pacing(RateSchedule.constant(target), threads, 1, 0, catchup, warning) : null;
  }
}
