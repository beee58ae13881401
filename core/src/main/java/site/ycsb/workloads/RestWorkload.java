package site.ycsb.workloads;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.RandomByteIterator;
import site.ycsb.WorkloadException;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ZipfianGenerator;

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
  public static final String DELETE_PROPORTION_PROPERTY = "deleteproportion";
  public static final String DELETE_PROPORTION_PROPERTY_DEFAULT = "0.00";
  /** Declared by upstream and read by neither: value sizes come from fieldlengthdistribution. */
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY = "fieldlengthdistfile";
  public static final String FIELD_LENGTH_DISTRIBUTION_FILE_PROPERTY_DEFAULT = "fieldLengthDistFile.txt";
  private static final String INSERT_SIZE_ZIPFIAN_CONSTANT = "insertsizezipfconstant";

  /** The properties this workload reads besides CoreWorkload's proportions and distributions; docs/workloads.md and --help list them. */
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("url.trace.read", "readtrace.txt", "Trace file of the URLs reads replay, one per line."),
      of("url.trace.insert", "inserttrace.txt", "Trace file of the URLs inserts replay."),
      of("url.trace.update", "updatetrace.txt", "Trace file of the URLs updates replay."),
      of("url.trace.delete", "deletetrace.txt", "Trace file of the URLs deletes replay."),
      of("readrecordcount", String.valueOf(Integer.MAX_VALUE), "Read at most this many URLs of url.trace.read."),
      of("insertrecordcount", String.valueOf(Integer.MAX_VALUE), "Read at most this many URLs of url.trace.insert."),
      of("updaterecordcount", String.valueOf(Integer.MAX_VALUE), "Read at most this many URLs of url.trace.update."),
      of("deleterecordcount", String.valueOf(Integer.MAX_VALUE), "Read at most this many URLs of url.trace.delete."),
      of("readzipfconstant", "0.99", "Zipfian constant of the read URLs (requestdistribution=zipfian)."),
      of("insertzipfconstant", "0.99", "Zipfian constant of the insert URLs."),
      of("updatezipfconstant", "0.99", "Zipfian constant of the update URLs."),
      of("deletezipfconstant", "0.99", "Zipfian constant of the delete URLs."),
      of(INSERT_SIZE_ZIPFIAN_CONSTANT, "0.99",
          "Zipfian constant of the value sizes, 1 to fieldlength bytes (fieldlengthdistribution=zipfian)."));

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
    Props props = new Props(p);
    new OperationChooser(props); // the proportions: each from 0 to 1, not all 0 (one line otherwise)
    table = props.string(TABLENAME_PROPERTY, TABLENAME_PROPERTY_DEFAULT);
    reads = chosen(props, "read", READ_PROPORTION_PROPERTY_DEFAULT, READ_PROPORTION_PROPERTY, SCAN_PROPORTION_PROPERTY,
        READMODIFYWRITE_PROPORTION_PROPERTY);
    inserts = chosen(props, "insert", INSERT_PROPORTION_PROPERTY_DEFAULT, INSERT_PROPORTION_PROPERTY);
    updates = chosen(props, "update", UPDATE_PROPORTION_PROPERTY_DEFAULT, UPDATE_PROPORTION_PROPERTY);
    deletes = chosen(props, "delete", DELETE_PROPORTION_PROPERTY_DEFAULT, DELETE_PROPORTION_PROPERTY);
    operationchooser = createOperationGenerator(p);
    fieldlengthgenerator = getFieldLengthGenerator(p);
  }

  /**
   * The trace of {@code kind}, read when one of the proportions that lead to it is above 0 (the
   * first with the given default, the others 0 by default); null otherwise.
   */
  private static UrlTrace chosen(Props p, String kind, String firstDefault, String... proportions) {
    double share = p.doubleValue(proportions[0], Double.parseDouble(firstDefault), 0, 1);
    for (int i = 1; i < proportions.length; i++) {
      share += p.doubleValue(proportions[i], 0, 0, 1);
    }
    return share > 0 ? UrlTrace.load(kind, p) : null;
  }

  /** CoreWorkload's operation mix, whose DELETE (deleteproportion) upstream added here. */
  public static DiscreteGenerator createOperationGenerator(Properties p) {
    return CoreWorkload.createOperationGenerator(p);
  }

  /** CoreWorkload's value sizes, but zipfian over 1 to fieldlength bytes with insertsizezipfconstant. */
  protected static NumberGenerator getFieldLengthGenerator(Properties p) throws WorkloadException {
    NumberGenerator sizes = CoreWorkload.getFieldLengthGenerator(p);
    Props props = new Props(p);
    try {
      if ("zipfian".equals(props.string(FIELD_LENGTH_DISTRIBUTION_PROPERTY, FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT))) {
        return new ZipfianGenerator(1, props.intValue(FIELD_LENGTH_PROPERTY, 100, 1),
            UrlTrace.zipfConstant(props, INSERT_SIZE_ZIPFIAN_CONSTANT));
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
