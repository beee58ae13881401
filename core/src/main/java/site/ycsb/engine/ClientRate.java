package site.ycsb.engine;

import site.ycsb.engine.schedule.Pacing;
import site.ycsb.engine.schedule.RateSchedule;
import site.ycsb.measurements.PacedRate;

/** This client's share of the rate its threads are paced at, as the reporter records it. */
final class ClientRate implements PacedRate {
  private final RateSchedule schedule;
  private final double share;

  ClientRate(Pacing pacing) {
    this.schedule = pacing.schedule();
    this.share = pacing.clientShare();
  }

  @Override
  public double rateAt(double seconds) {
    return share * schedule.rateAt(seconds);
  }

  @Override
  public double opsBy(double seconds) {
    return share * schedule.opsBy(seconds);
  }
}
