package site.ycsb.prometheus;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.MemoryDB;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MetricNames;
import site.ycsb.validation.ReadClass;

/**
 * The memory database with each read counted as a validated read by script, not by a ledger: the
 * first {@code stale} reads of the run Stale, the next {@code lost} Lost, the rest Valid.
 */
final class ValidatingDB extends MemoryDB {
  private final AtomicLong reads;
  private final long stale;
  private final long lost;

  ValidatingDB(AtomicLong reads, long stale, long lost) {
    this.reads = reads;
    this.stale = stale;
    this.lost = lost;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    Status s = super.read(table, key, fields, result);
    long n = reads.getAndIncrement();
    ReadClass c = n < stale ? ReadClass.STALE : n < stale + lost ? ReadClass.LOST : ReadClass.VALID;
    Measurements.getMeasurements().reportStatus(MetricNames.VALIDATION, c.status());
    return s;
  }
}
