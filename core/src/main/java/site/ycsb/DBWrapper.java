package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.htrace.core.Tracer;
import site.ycsb.config.Settings;
import site.ycsb.measurements.CallTiming;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.measurements.Measurements;
import site.ycsb.options.MeasurementOptions;

/**
 * Compatibility only: upstream's measuring wrapper around a binding, for harnesses outside the engine (the engine
 * measures its threads with its own wrapper and does not use this class). Each call is timed and
 * recorded through {@link Measurements}: the latency under {@code OP} (a NOT_FOUND under {@code
 * OP-NOT_FOUND}; a failure under {@code OP-FAILED}, or {@code OP-<STATUS>} with {@code
 * reportlatencyforeacherror} or a status listed in {@code latencytrackederrors}), the latency from the intended start under {@code
 * Intended-} that name, and the result as a {@code Return=} count of {@code OP}. A call that throws
 * is not recorded, as upstream.
 *
 * <p>Its measurements are those of the thread that constructs it ({@link
 * Measurements#getMeasurements()}, as upstream): construct it on a thread that serves a run or that
 * the harness bound with {@code MeasurementsBinding.bind(new Measurements(properties))}.
 *
 * <p>With a {@link Tracer}, every call runs inside an htrace span named {@code <binding
 * class>#<call>}, as upstream; with null nothing is traced and nothing of htrace is loaded.
 */
public class DBWrapper extends DB implements CompoundRecorder {
  private static final int INIT = 0;
  private static final int CLEANUP = 1;
  private static final int READ = 2;
  private static final int SCAN = 3;
  private static final int UPDATE = 4;
  private static final int INSERT = 5;
  private static final int DELETE = 6;

  private final DB db;
  private final Measurements measurements;
  private final HtraceSpans spans; // null: not traced
  private final String[] spanNames;
  private final Map<String, FailedNames> namesByOperation = new ConcurrentHashMap<>();
  private volatile boolean latencyForEachError;
  private volatile Set<String> latencyTrackedErrors = Set.of();

  public DBWrapper(DB db, Tracer tracer) {
    this.db = db;
    this.measurements = Measurements.getMeasurements();
    this.spans = tracer == null ? null : new HtraceSpans(tracer, db.getClass().getSimpleName());
    this.spanNames = spans == null ? null
        : spans.names("init", "cleanup", "read", "scan", "update", "insert", "delete");
  }

  @Override
  public boolean readsValuesOnlyDuringCall() {
    return db.readsValuesOnlyDuringCall();
  }

  @Override
  public void setProperties(Properties p) {
    db.setProperties(p);
  }

  @Override
  public Properties getProperties() {
    return db.getProperties();
  }

  /** Initialises the binding, then reads how failed calls are named (from the binding's properties). */
  @Override
  public void init() throws DBException {
    HtraceSpans.Span span = open(INIT);
    try {
      db.init();
      Settings s = Settings.of(getProperties());
      latencyForEachError = s.get(MeasurementOptions.LATENCY_FOR_EACH_ERROR);
      latencyTrackedErrors = Set.copyOf(s.get(MeasurementOptions.LATENCY_TRACKED_ERRORS));
    } finally {
      end(span);
    }
  }

  @Override
  public void cleanup() throws DBException {
    HtraceSpans.Span span = open(CLEANUP);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      db.cleanup();
      measure("CLEANUP", Status.OK, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    HtraceSpans.Span span = open(READ);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.read(table, key, fields, result);
      return recorded("READ", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    HtraceSpans.Span span = open(SCAN);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.scan(table, startkey, recordcount, fields, result);
      return recorded("SCAN", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    HtraceSpans.Span span = open(UPDATE);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.update(table, key, values);
      return recorded("UPDATE", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    HtraceSpans.Span span = open(INSERT);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.insert(table, key, values);
      return recorded("INSERT", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status delete(String table, String key) {
    HtraceSpans.Span span = open(DELETE);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.delete(table, key);
      return recorded("DELETE", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  /**
   * An operation the workload timed itself (CoreWorkload's READ-MODIFY-WRITE and VERIFY), recorded
   * as upstream's workload recorded it through the measurements, named as the calls are.
   */
  @Override
  public void recordCompound(String metric, long startNanos, long endNanos, Status status) {
    recorded(metric, status, measurements.getIntendedtartTimeNs(), startNanos, endNanos);
  }

  private Status recorded(String operation, Status status, long intendedStartNanos, long startNanos, long endNanos) {
    Status counted = CallTiming.counted(status);
    measure(operation, counted, intendedStartNanos, startNanos, endNanos);
    measurements.reportStatus(operation, counted);
    return status;
  }

  private void measure(String operation, Status status, long intendedStartNanos, long startNanos, long endNanos) {
    String metric = metricName(operation, status);
    measurements.measure(metric, (int) ((endNanos - startNanos) / 1000));
    long intended = CallTiming.intendedStart(intendedStartNanos, startNanos);
    measurements.measureIntended(metric, (int) ((endNanos - intended) / 1000));
  }

  private String metricName(String operation, Status status) {
    if (status.isOk()) {
      return operation;
    }
    FailedNames names = namesByOperation.computeIfAbsent(operation, FailedNames::new);
    String statusName = status.getName();
    // NOT_FOUND is a valid answer, not a failure: OP-NOT_FOUND, as the engine records it
    if (latencyForEachError || latencyTrackedErrors.contains(statusName) || "NOT_FOUND".equals(statusName)) {
      return names.perStatus(statusName);
    }
    return names.failed;
  }

  private HtraceSpans.Span open(int call) {
    return spans == null ? null : spans.open(spanNames[call]);
  }

  private static void end(HtraceSpans.Span span) {
    if (span != null) {
      span.end();
    }
  }

  /** An operation's metric names for failed results, made once so that recording builds no string. */
  private static final class FailedNames {
    final String operation;
    final String failed;
    private final Map<String, String> byStatus = new ConcurrentHashMap<>();

    FailedNames(String operation) {
      this.operation = operation;
      this.failed = operation + "-FAILED";
    }

    String perStatus(String statusName) {
      String name = byStatus.get(statusName);
      if (name == null) {
        name = operation + "-" + statusName;
        byStatus.putIfAbsent(statusName, name);
      }
      return name;
    }
  }

  // ---- writes that expire (issue 39): passed on, measured as the plain writes ----

  @Override
  public boolean supportsTtl() {
    return db.supportsTtl();
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    HtraceSpans.Span span = open(UPDATE);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.update(table, key, values, ttlSeconds);
      return recorded("UPDATE", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    HtraceSpans.Span span = open(INSERT);
    try {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status s = db.insert(table, key, values, ttlSeconds);
      return recorded("INSERT", s, intended, start, System.nanoTime());
    } finally {
      end(span);
    }
  }
}
