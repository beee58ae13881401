package site.ycsb.workloads;

import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.config.StagePlan;
import site.ycsb.config.UsageException;
import site.ycsb.generator.HotspotMove;
import site.ycsb.generator.HotspotMoveSyntax;
import site.ycsb.options.WorkloadOptions;

/**
 * {@code hotspot.move} and {@code hotspot.move.step} read into a {@link HotspotMove}: a value that
 * does not read is one line naming the property (exit 2), and a move with no hot set to move (no
 * {@code requestdistribution=hotspot} in the run or any of its stages) is refused before the run.
 */
final class HotspotMoveSetting {
  private HotspotMoveSetting() {
  }

  /** The move the settings ask for ({@link HotspotMove#NONE} when unset). */
  static HotspotMove read(Settings s) {
    String text = s.get(WorkloadOptions.HOTSPOT_MOVE);
    if (text == null) {
      return HotspotMove.NONE;
    }
    Double step = s.get(WorkloadOptions.HOTSPOT_MOVE_STEP);
    if (step != null && step == 0) {
      throw new UsageException(WorkloadOptions.HOTSPOT_MOVE_STEP.name() + "=0: expected more than 0 (a share of"
          + " the key space; 0 or no hotspot.move keeps the hot set where it is)");
    }
    double by = step != null ? step : s.get(WorkloadOptions.HOTSPOT_DATA_FRACTION);
    try {
      if (by == 0) {
        HotspotMove stays = HotspotMoveSyntax.parse(text, 1);
        if (stays.periodNanos() > 0) {
          throw new UsageException(WorkloadOptions.HOTSPOT_MOVE.name() + "=" + text + ": hotspotdatafraction=0 gives"
              + " no size to step on by; expected hotspot.move.step");
        }
        return stays;
      }
      return HotspotMoveSyntax.parse(text, by);
    } catch (IllegalArgumentException e) {
      throw new UsageException(WorkloadOptions.HOTSPOT_MOVE.name() + "=" + text + ": " + e.getMessage(), e);
    }
  }

  /**
   * Before a run phase: the run's move and every stage's read, and a move that would move nothing
   * refused (the run's own request distribution, nor any stage's, is hotspot).
   */
  static void check(Settings s) {
    boolean moves = read(s).moves();
    boolean hotspot = isHotspot(s);
    StagePlan plan = StagePlan.of(new Props(s.properties()));
    if (plan != null) {
      for (StagePlan.Stage stage : plan.stages()) {
        Settings own = Settings.of(stage.workloadProperties(s.properties()));
        try {
          moves |= read(own).moves();
        } catch (UsageException e) {
          throw new UsageException(StagePlan.PREFIX + stage.name() + "." + e.getMessage(), e);
        }
        hotspot |= isHotspot(own);
      }
    }
    if (moves && !hotspot) {
      throw new UsageException(WorkloadOptions.HOTSPOT_MOVE.name() + "=" + s.get(WorkloadOptions.HOTSPOT_MOVE)
          + ": expected requestdistribution=hotspot (the hot set it moves), in the run or in a stage");
    }
  }

  private static boolean isHotspot(Settings s) {
    return "hotspot".equals(s.get(WorkloadOptions.REQUEST_DISTRIBUTION));
  }
}
