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
