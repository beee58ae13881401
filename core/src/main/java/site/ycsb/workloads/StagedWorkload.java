package site.ycsb.workloads;

import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletionStage;
import site.ycsb.AsyncDB;
import site.ycsb.DB;
import site.ycsb.WorkloadException;
import site.ycsb.config.Props;
import site.ycsb.config.StagePlan;
import site.ycsb.options.WorkloadOptions;

/**
 * CoreWorkload through a run's stages ({@link StagePlan}): each stage has a CoreWorkload of its own
 * mix and key choice, all sharing this one's key space, and each transaction is the one of the
 * stage it starts in, so the mix switches at the boundary exactly. The load phase is this
 * workload's own (the stages are the run phase's). The clock starts with {@link #startStages}.
 */
public final class StagedWorkload extends CoreWorkload {
  private CoreWorkload[] stages;
  private long[] ends;
  /** When each stage's hot set starts moving, from the phase's start: its own start if it sets hotspot.move, else 0. */
  private long[] moveFrom;
  private volatile long startNanos;
  private volatile boolean started;

  @Override
  public void init(Properties properties) throws WorkloadException {
    super.init(properties);
    StagePlan plan = StagePlan.of(new Props(properties));
    if (plan == null) {
      stages = new CoreWorkload[] {this};
      ends = new long[] {Long.MAX_VALUE};
      moveFrom = new long[] {0};
      return;
    }
    List<StagePlan.Stage> list = plan.stages();
    stages = new CoreWorkload[list.size()];
    ends = new long[list.size()];
    moveFrom = new long[list.size()];
    for (int i = 0; i < stages.length; i++) {
      StagePlan.Stage st = list.get(i);
      CoreWorkload w = new CoreWorkload();
      try {
        w.init(st.workloadProperties(properties));
      } catch (WorkloadException e) {
        throw new WorkloadException("stage " + st.name() + ": " + e.getMessage(), e);
      }
      w.shareKeysWith(this);
      stages[i] = w;
      ends[i] = i == stages.length - 1 ? Long.MAX_VALUE : Math.round(st.endSeconds() * 1e9);
      moveFrom[i] = st.overrides().containsKey(WorkloadOptions.HOTSPOT_MOVE.name())
          ? Math.round(st.startSeconds() * 1e9) : 0;
    }
  }

  /**
   * The stages' clock starts with the phase's operations, and so do their hot sets' moves: a stage
   * that sets its own hotspot.move times it from its own start, one that inherits the run's from the run's.
   */
  @Override
  public void started(long nanos) {
    super.started(nanos);
    for (int i = 0; i < stages.length; i++) {
      if (stages[i] != this) {
        stages[i].started(nanos + moveFrom[i]);
      }
    }
    startStages(nanos);
  }

  /** The stages' clock starts: the phase's start, in System.nanoTime() terms. */
  public void startStages(long nanos) {
    startNanos = nanos;
    started = true;
  }

  /** The load's ttl, else the first stage's that writes with one: every stage needs a binding that expires data. */
  @Override
  public String expiringWrites() {
    String own = super.expiringWrites();
    for (int i = 0; own == null && stages != null && i < stages.length; i++) {
      own = stages[i] == this ? null : stages[i].expiringWrites();
    }
    return own;
  }

  /** The workload of the stage now (the last one holds after its end). */
  private CoreWorkload now() {
    if (!started) {
      return stages[0];
    }
    long t = System.nanoTime() - startNanos;
    int i = 0;
    while (t >= ends[i]) {
      i++;
    }
    return stages[i];
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    return now().doTransaction(db, threadstate) && !isStopRequested();
  }

  @Override
  public CompletionStage<Boolean> doTransactionAsync(AsyncDB db, Object threadstate) {
    return now().doTransactionAsync(db, threadstate); // the engine stops issuing on a stop request
  }
}
