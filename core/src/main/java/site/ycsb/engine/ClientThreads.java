package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.AsyncDB;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.config.UsageException;
import site.ycsb.engine.schedule.Pacing;
import site.ycsb.measurements.Recorders;

/** A phase's client threads, each over its own binding instance: blocking, or with async slots. */
final class ClientThreads {
  private ClientThreads() {
  }

  static List<ClientLoop> create(BindingFactory factory, Properties properties, Workload workload,
      RunSettings settings, Recorders measurements, RateLimitedWarning warnings, Pacing pacing,
      RunControl control) throws DBException {
    int threads = settings.threads();
    List<ClientLoop> workers = new ArrayList<>(threads);
    for (int i = 0; i < threads; i++) {
      long share = settings.operationsForThread(i);
      DB db = Instances.newDb(factory);
      db.setProperties(properties);
      refuseExpiringWritesWithout(db, workload, settings);
      workers.add(settings.asyncInFlight() > 0
          ? asyncWorker(db, workload, settings, measurements, warnings, share, pacing, i, control)
          : new Worker(workload, new MeasuredDB(db, measurements.newThreadRecorder(), warnings,
              measurements.settings().bySize()),
              settings.doTransactions(), share, pacing, i, control));
    }
    return workers;
  }

  /** A workload whose writes expire needs a binding that expires them (ttl is never silently dropped). */
  private static void refuseExpiringWritesWithout(DB db, Workload workload, RunSettings settings) {
    String ttl = workload.expiringWrites();
    if (ttl != null && !db.supportsTtl()) {
      throw new UsageException(ttl + ": the binding " + settings.db() + " cannot expire what it writes (its DB"
          + " does not support a time to live); expected ttl=0");
    }
  }

  /** A client thread with {@code async.inflight} slots over one binding instance. */
  private static AsyncWorker asyncWorker(DB db, Workload workload, RunSettings settings, Recorders recorders,
      RateLimitedWarning warnings, long share, Pacing pacing, int index, RunControl control) {
    if (!(db instanceof AsyncDB async)) {
      throw new UsageException("async.inflight=" + settings.asyncInFlight() + ": the binding " + settings.db()
          + " has no asynchronous API (it is not a site.ycsb.AsyncDB); expected async.inflight=0");
    }
    if (!workload.supportsAsync()) {
      throw new UsageException("async.inflight=" + settings.asyncInFlight() + ": the workload "
          + workload.getClass().getName() + " has no asynchronous mode; expected async.inflight=0");
    }
    MeasuredAsyncDB[] slots = new MeasuredAsyncDB[settings.asyncInFlight()];
    for (int s = 0; s < slots.length; s++) {
      slots[s] = new MeasuredAsyncDB(async, recorders, warnings);
    }
    return new AsyncWorker(workload, slots, settings.doTransactions(), share, pacing, index, control, warnings);
  }
}
