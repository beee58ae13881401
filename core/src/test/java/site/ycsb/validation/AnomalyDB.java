package site.ycsb.validation;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.MemoryDB;

/**
 * The memory database with one anomaly injected on purpose, on every operation of its kind, and a
 * count of the reads that met it since its first injection ({@link Trace#affected}): what the
 * validated reads must classify, exactly.
 */
class AnomalyDB extends MemoryDB {
  enum Anomaly {
    /** Inserts acknowledged, not stored: every read after is LOST. */
    DROP_INSERT,
    /** Updates acknowledged, not applied: every read after the first is STALE. */
    REVERT_UPDATE,
    /** Deletes acknowledged, the row kept: every read after the first is RESURRECTED. */
    RESURRECT_DELETE,
    /** Every read's first value has a byte flipped: CORRUPT. */
    FLIP_BYTE,
    /** Every read answers with another key's row: CORRUPT. */
    OTHER_KEY,
    /** Updates applied, answered ERROR (a timeout): every read after is UNVERIFIABLE. */
    UNKNOWN_UPDATE,
    /** None: a clean database. */
    NONE
  }

  /** What the database did, shared by the instances of one run's threads. */
  static final class Trace {
    final AtomicLong injected = new AtomicLong();
    final AtomicLong affected = new AtomicLong();
  }

  private final Anomaly anomaly;
  private final Trace trace;

  AnomalyDB(Anomaly anomaly, Trace trace) {
    this.anomaly = anomaly;
    this.trace = trace;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    if (anomaly == Anomaly.DROP_INSERT) {
      trace.injected.incrementAndGet();
      return Status.OK;
    }
    return super.insert(table, key, values);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (anomaly == Anomaly.REVERT_UPDATE) {
      trace.injected.incrementAndGet();
      return Status.OK;
    }
    Status s = super.update(table, key, values);
    if (anomaly == Anomaly.UNKNOWN_UPDATE && s.isOk()) {
      trace.injected.incrementAndGet();
      return Status.ERROR;
    }
    return s;
  }

  @Override
  public Status delete(String table, String key) {
    if (anomaly == Anomaly.RESURRECT_DELETE) {
      trace.injected.incrementAndGet();
      return Status.OK;
    }
    return super.delete(table, key);
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    boolean after = trace.injected.get() > 0;
    Status s;
    if (anomaly == Anomaly.OTHER_KEY) {
      s = super.read(table, "user1".equals(key) ? "user0" : "user1", fields, result);
      trace.affected.incrementAndGet();
      return s;
    }
    s = super.read(table, key, fields, result);
    if (anomaly == Anomaly.FLIP_BYTE && s.isOk() && !result.isEmpty()) {
      Map.Entry<String, ByteIterator> first = result.entrySet().iterator().next();
      byte[] copy = first.getValue().toArray();
      copy[copy.length - 1] ^= 1;
      result.put(first.getKey(), new ByteArrayByteIterator(copy));
      trace.affected.incrementAndGet();
    } else if (after) {
      trace.affected.incrementAndGet();
    }
    return s;
  }
}
