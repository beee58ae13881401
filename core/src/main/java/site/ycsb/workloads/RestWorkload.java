package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.RandomByteIterator;
import site.ycsb.WorkloadException;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.options.RestOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * Upstream's workload for REST services: replays traces of URLs. Reads, inserts, updates and
 * deletes each take their URL (the key handed to the binding) from a trace file of their own,
 * picked with {@code requestdistribution}; inserts and updates send one field, {@code data}, of
 * {@code fieldlength}-distributed random bytes. Scans and read-modify-writes in the mix are reads,
 * as upstream. There is no load phase: a service's data is its own.
 *
 * <p>Where upstream differs: it reads all four traces and passes a null table; this one reads the
 * traces of the operations the mix can choose, skips blank lines, and passes {@code table}.
 */
public class RestWorkload extends CoreWorkload {
  public static final String DELETE_PROPORTION_PROPERTY = WorkloadOptions.DELETE_PROPORTION.name();
  public static final String DELETE_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.DELETE_PROPORTION.defaultText();
  /** Declared by upstream and read by neither: value sizes come from fieldlengthdistribution. */
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY = "fieldlengthdistfile";
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY_DEFAULT = "fieldLengthDistFile.txt";

  private UrlTrace reads;
  private UrlTrace inserts;
  private UrlTrace updates;
  private UrlTrace deletes;

  @Override
  public void init(Properties p) throws WorkloadException {
    try {
      configure(p);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  private void configure(Properties p) throws WorkloadException {
    Settings s = Settings.of(p);
    new OperationChooser(s); // the proportions: each from 0 to 1, not all 0 (one line otherwise)
    table = s.get(WorkloadOptions.TABLE);
    reads = chosen(s, RestOptions.READ, WorkloadOptions.READ_PROPORTION, WorkloadOptions.SCAN_PROPORTION,
        WorkloadOptions.READ_MODIFY_WRITE_PROPORTION);
    inserts = chosen(s, RestOptions.INSERT, WorkloadOptions.INSERT_PROPORTION);
    updates = chosen(s, RestOptions.UPDATE, WorkloadOptions.UPDATE_PROPORTION);
    deletes = chosen(s, RestOptions.DELETE, WorkloadOptions.DELETE_PROPORTION);
    operationchooser = createOperationGenerator(p);
    fieldlengthgenerator = getFieldLengthGenerator(p);
  }

  /** The trace of {@code trace}'s kind, read when one of the proportions that lead to it is above 0; null otherwise. */
  @SafeVarargs
  private static UrlTrace chosen(Settings s, RestOptions.Trace trace, Option<Double>... proportions) {
    double share = 0;
    for (Option<Double> proportion : proportions) {
      share += s.get(proportion);
    }
    return share > 0 ? UrlTrace.load(trace, s) : null;
  }

  /** CoreWorkload's operation mix, whose DELETE (deleteproportion) upstream added here. */
  public static DiscreteGenerator createOperationGenerator(Properties p) {
    return CoreWorkload.createOperationGenerator(p);
  }

  /** CoreWorkload's value sizes, but zipfian over 1 to fieldlength bytes with insertsizezipfconstant. */
  protected static NumberGenerator getFieldLengthGenerator(Properties p) throws WorkloadException {
    NumberGenerator sizes = CoreWorkload.getFieldLengthGenerator(p);
    Settings s = Settings.of(p);
    try {
      if ("zipfian".equals(s.get(WorkloadOptions.FIELD_LENGTH_DISTRIBUTION))) {
        return new ZipfianGenerator(1, s.get(WorkloadOptions.FIELD_LENGTH), s.get(RestOptions.INSERT_SIZE_ZIPF_CONSTANT));
      }
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
    return sizes;
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) {
    return null;
  }

  @Override
  public boolean supportsAsync() {
    return false;
  }

  /** No load phase: the service holds its own data. */
  @Override
  public boolean doInsert(DB db, Object threadstate) {
    return false;
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    String operation = operationchooser.nextString();
    if (operation == null) {
      return false;
    }
    switch (operation) {
      case "UPDATE":
        doTransactionUpdate(db);
        break;
      case "INSERT":
        doTransactionInsert(db);
        break;
      case "DELETE":
        doTransactionDelete(db);
        break;
      default:
        doTransactionRead(db);
        break;
    }
    return !isStopRequested();
  }

  @Override
  public void doTransactionRead(DB db) {
    db.read(table, url(reads, "read"), null, new HashMap<>());
  }

  @Override
  public void doTransactionInsert(DB db) {
    db.insert(table, url(inserts, "insert"), payload());
  }

  @Override
  public void doTransactionUpdate(DB db) {
    db.update(table, url(updates, "update"), payload());
  }

  @Override
  public void doTransactionDelete(DB db) {
    db.delete(table, url(deletes, "delete"));
  }

  /** A scan here is a read, as upstream's operation switch makes it. */
  @Override
  public void doTransactionScan(DB db) {
    doTransactionRead(db);
  }

  /** A read-modify-write here is a read, as upstream's operation switch makes it. */
  @Override
  public void doTransactionReadModifyWrite(DB db) {
    doTransactionRead(db);
  }

  private static String url(UrlTrace trace, String kind) {
    if (trace == null) {
      throw new IllegalStateException("url.trace." + kind + " was not read: the *proportion properties"
          + " give " + kind + "s no share");
    }
    return trace.next();
  }

  private Map<String, ByteIterator> payload() {
    Map<String, ByteIterator> values = new HashMap<>(2);
    values.put("data", new RandomByteIterator(fieldlengthgenerator.nextLong()));
    return values;
  }
}
