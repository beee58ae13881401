package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounter;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.measurements.Measurements;

/**
 * The standard YCSB workload: a table of records with {@code fieldcount} fields, loaded with
 * {@code recordcount} keys, then a mix of reads, updates, inserts, scans, read-modify-writes and
 * deletes. Property names, defaults and key names are upstream's. This class keeps upstream's
 * surface (constants, protected fields and hooks), wires the parts and chooses each operation's
 * key, fields and values through those fields (so a subclass that replaces one after
 * {@code super.init()} is obeyed): {@link CoreSettings} reads the properties
 * ({@link CoreWorkloadProperties} lists them), {@link KeySpace} and {@link KeyChooser} name and
 * choose keys, {@link OperationChooser} the operation, {@link RowValues} makes and checks values,
 * {@link CoreOperations} and {@link CoreAsyncOperations} make the database calls.
 */
public class CoreWorkload extends Workload {
  public static final String TABLENAME_PROPERTY = "table";
  public static final String TABLENAME_PROPERTY_DEFAULT = "usertable";
  public static final String FIELD_COUNT_PROPERTY = "fieldcount";
  public static final String FIELD_COUNT_PROPERTY_DEFAULT = "10";
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY = "fieldlengthdistribution";
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = "constant";
  public static final String FIELD_LENGTH_PROPERTY = "fieldlength";
  public static final String FIELD_LENGTH_PROPERTY_DEFAULT = "100";
  public static final String MIN_FIELD_LENGTH_PROPERTY = "minfieldlength";
  public static final String MIN_FIELD_LENGTH_PROPERTY_DEFAULT = "1";
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY = "fieldlengthhistogram";
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT = "hist.txt";
  public static final String READ_ALL_FIELDS_PROPERTY = "readallfields";
  public static final String READ_ALL_FIELDS_PROPERTY_DEFAULT = "true";
  public static final String READ_ALL_FIELDS_BY_NAME_PROPERTY = "readallfieldsbyname";
  public static final String READ_ALL_FIELDS_BY_NAME_PROPERTY_DEFAULT = "false";
  public static final String WRITE_ALL_FIELDS_PROPERTY = "writeallfields";
  public static final String WRITE_ALL_FIELDS_PROPERTY_DEFAULT = "false";
  public static final String DATA_INTEGRITY_PROPERTY = "dataintegrity";
  public static final String DATA_INTEGRITY_PROPERTY_DEFAULT = "false";
  public static final String READ_PROPORTION_PROPERTY = "readproportion";
  public static final String READ_PROPORTION_PROPERTY_DEFAULT = "0.95";
  public static final String UPDATE_PROPORTION_PROPERTY = "updateproportion";
  public static final String UPDATE_PROPORTION_PROPERTY_DEFAULT = "0.05";
  public static final String INSERT_PROPORTION_PROPERTY = "insertproportion";
  public static final String INSERT_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String SCAN_PROPORTION_PROPERTY = "scanproportion";
  public static final String SCAN_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY = "readmodifywriteproportion";
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String DELETE_PROPORTION_PROPERTY = "deleteproportion";
  public static final String DELETE_PROPORTION_PROPERTY_DEFAULT = "0.0";
  public static final String REQUEST_DISTRIBUTION_PROPERTY = "requestdistribution";
  public static final String REQUEST_DISTRIBUTION_PROPERTY_DEFAULT = "uniform";
  public static final String ZERO_PADDING_PROPERTY = "zeropadding";
  public static final String ZERO_PADDING_PROPERTY_DEFAULT = "1";
  public static final String MIN_SCAN_LENGTH_PROPERTY = "minscanlength";
  public static final String MIN_SCAN_LENGTH_PROPERTY_DEFAULT = "1";
  public static final String MAX_SCAN_LENGTH_PROPERTY = "maxscanlength";
  public static final String MAX_SCAN_LENGTH_PROPERTY_DEFAULT = "1000";
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY = "scanlengthdistribution";
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = "uniform";
  public static final String INSERT_ORDER_PROPERTY = "insertorder";
  public static final String INSERT_ORDER_PROPERTY_DEFAULT = "hashed";
  public static final String HOTSPOT_DATA_FRACTION = "hotspotdatafraction";
  public static final String HOTSPOT_DATA_FRACTION_DEFAULT = "0.2";
  public static final String HOTSPOT_OPN_FRACTION = "hotspotopnfraction";
  public static final String HOTSPOT_OPN_FRACTION_DEFAULT = "0.8";
  public static final String INSERTION_RETRY_LIMIT = "core_workload_insertion_retry_limit";
  public static final String INSERTION_RETRY_LIMIT_DEFAULT = "0";
  public static final String INSERTION_RETRY_INTERVAL = "core_workload_insertion_retry_interval";
  public static final String INSERTION_RETRY_INTERVAL_DEFAULT = "3";
  public static final String FIELD_NAME_PREFIX = "fieldnameprefix";
  public static final String FIELD_NAME_PREFIX_DEFAULT = "field";

  // Upstream's protected fields, kept for subclasses: set by init, read by every operation, so a
  // subclass may replace one after super.init().
  protected String table;
  protected NumberGenerator fieldlengthgenerator;
  protected boolean readallfields;
  protected boolean writeallfields;
  protected NumberGenerator keysequence;
  protected NumberGenerator scanlength;
  protected boolean orderedinserts;
  protected long fieldcount;
  protected long recordcount;
  protected int zeropadding;
  protected int insertionRetryLimit;
  protected int insertionRetryInterval;

  // Upstream's choosers: init sets each to a view of this class's own chooser (below). An operation
  // draws from a field only once a subclass has replaced that view: one reference comparison, so
  // the default path keeps its own non-boxing choosers.
  protected DiscreteGenerator operationchooser;
  protected NumberGenerator keychooser;
  protected NumberGenerator fieldchooser;
  protected AcknowledgedCounterGenerator transactioninsertkeysequence;
  private DiscreteGenerator ownOperationChooser;
  private NumberGenerator ownKeyChooser;
  private NumberGenerator ownFieldChooser;
  AcknowledgedCounterGenerator ownInsertSequence;

  private FieldNames fields;
  private Set<String> allFieldsByName;
  boolean dataIntegrity;
  private boolean verifyRowOverridden;
  KeySpace keySpace;
  private KeyChooser keyChooser;
  /** The run's inserts, numbered from 0 and acknowledged when done (the keys reads may choose). */
  AcknowledgedCounter runInserts;
  private OperationChooser operations;
  private RowValues values;
  private CoreOperations ops;
  private CoreAsyncOperations async;

  ThreadState state(Object threadstate) {
    return threadstate instanceof ThreadState ts ? ts : values.newThreadState(fields);
  }

  /**
   * Reads the properties. A bad setting is a {@link WorkloadException} (as upstream's callers
   * catch) whose message is one line naming the property; the command line prints it and exits 2.
   */
  @Override
  public void init(Properties properties) throws WorkloadException {
    try {
      configure(new CoreSettings(properties));
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  private void configure(CoreSettings s) {
    table = s.table;
    fields = s.fields;
    fieldcount = fields.count();
    allFieldsByName = fields.allByName;
    fieldlengthgenerator = s.fieldLengths;
    readallfields = s.readAllFields;
    writeallfields = s.writeAllFields;
    dataIntegrity = s.dataIntegrity;
    verifyRowOverridden = dataIntegrity && RowValues.overridesVerifyRow(getClass());
    orderedinserts = s.orderedInserts;
    zeropadding = s.zeroPadding;
    recordcount = s.recordCount;
    keySpace = s.keySpace;
    keysequence = new CounterGenerator(s.insertStart);
    runInserts = new AcknowledgedCounter();
    operations = s.operations;
    keyChooser = s.keyChooser(this::existingKeys);
    scanlength = s.scanLength;
    insertionRetryLimit = s.insertionRetryLimit;
    insertionRetryInterval = s.insertionRetryInterval;
    values = new RowValues(fields, dataIntegrity, s.values);
    ops = new CoreOperations(this);
    async = new CoreAsyncOperations(this);

    ownOperationChooser = new UpstreamOperationChooser(operations);
    ownKeyChooser = new UpstreamKeyChooser(keyChooser, keySpace, this::existingKeys);
    ownFieldChooser = new UniformLongGenerator(0, fields.count() - 1);
    ownInsertSequence = new UpstreamInsertSequence(keySpace, runInserts);
    operationchooser = ownOperationChooser;
    keychooser = ownKeyChooser;
    fieldchooser = ownFieldChooser;
    transactioninsertkeysequence = ownInsertSequence;
  }

  /**
   * Keys that exist for reads: the load range plus every acknowledged run-phase insert (those of a
   * subclass's transactioninsertkeysequence up to its lastValue()).
   */
  private long existingKeys() {
    AcknowledgedCounterGenerator inserts = transactioninsertkeysequence;
    if (inserts == ownInsertSequence) {
      return keySpace.loadCount() + runInserts.acknowledgedCount();
    }
    return Math.max(keySpace.loadCount(), keySpace.indexOf(inserts.lastValue()) + 1);
  }

  /**
   * Takes {@code first}'s insert numbering and acknowledged keys as its own, so that the workloads
   * of a run's stages insert and choose from one key space (StagedWorkload).
   */
  void shareKeysWith(CoreWorkload first) {
    keysequence = first.keysequence;
    runInserts = first.runInserts;
    ownInsertSequence = first.ownInsertSequence;
    transactioninsertkeysequence = first.transactioninsertkeysequence;
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) {
    return values.newThreadState(fields);
  }

  // ---- load phase ----

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    long keyNumber = keysequence.nextLong();
    String key = buildKeyName(keyNumber);
    ops.insertWithRetries(db, key, buildValues(key, state(threadstate), db));
    return !isStopRequested();
  }

  /** The pause before an insert is tried again: insertionRetryInterval seconds, +/- 20%. */
  long retryPauseMs() {
    return (long) (1000L * insertionRetryInterval * (0.8 + 0.4 * ThreadLocalRandom.current().nextDouble()));
  }

  // ---- run phase ----

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    CoreOperation operation = nextOperation();
    if (operation == null) {
      return false;
    }
    switch (operation) {
      case READ:
        ops.read(db, state);
        break;
      case UPDATE:
        ops.update(db, state);
        break;
      case INSERT:
        ops.insert(db, state);
        break;
      case SCAN:
        ops.scan(db, state.scanResult);
        break;
      case READ_MODIFY_WRITE:
        ops.readModifyWrite(db, state);
        break;
      default:
        ops.delete(db);
        break;
    }
    return !isStopRequested();
  }

  /** The next operation (null: a subclass's operationchooser says stop). */
  CoreOperation nextOperation() {
    DiscreteGenerator chooser = operationchooser;
    return chooser == ownOperationChooser ? operations.next() : ReplacedChoosers.operation(chooser);
  }

  String nextExistingKey() {
    NumberGenerator chooser = keychooser;
    if (chooser == ownKeyChooser) {
      return buildKeyName(keySpace.keyNumber(keyChooser.next(existingKeys())));
    }
    return buildKeyName(ReplacedChoosers.keyNumber(chooser, transactioninsertkeysequence));
  }

  /** The field a single-field read or write touches. */
  int nextField() {
    NumberGenerator chooser = fieldchooser;
    return chooser == ownFieldChooser ? ThreadLocalRandom.current().nextInt(fields.count())
        : ReplacedChoosers.field(chooser, fields.count());
  }

  /** A scan's length (scanlength, which a subclass may replace). */
  int nextScanLength() {
    return (int) Math.min(Integer.MAX_VALUE, scanlength.nextLong());
  }

  Set<String> fieldsToRead() {
    if (readallfields) {
      return allFieldsByName;
    }
    return fields.singles.get(nextField());
  }

  public void doTransactionRead(DB db) {
    ops.read(db, state(null));
  }

  public void doTransactionReadModifyWrite(DB db) {
    ops.readModifyWrite(db, state(null));
  }

  public void doTransactionScan(DB db) {
    ops.scan(db, new Vector<>());
  }

  public void doTransactionUpdate(DB db) {
    ops.update(db, state(null));
  }

  public void doTransactionInsert(DB db) {
    ops.insert(db, state(null));
  }

  public void doTransactionDelete(DB db) {
    ops.delete(db);
  }

  // ---- asynchronous form (async.inflight): CoreAsyncOperations ----

  @Override
  public boolean supportsAsync() {
    // a subclass's verifyRow records through the calling thread's run, which a completing thread does not serve
    return !verifyRowOverridden;
  }

  @Override
  public CompletionStage<Boolean> doInsertAsync(AsyncDB db, Object threadstate) {
    return async.insert(db, state(threadstate));
  }

  @Override
  public CompletionStage<Boolean> doTransactionAsync(AsyncDB db, Object threadstate) {
    return async.transaction(db, state(threadstate));
  }

  // ---- values ----

  /** The values of every field, in the thread's containers only for a binding that keeps none (see RowValues). */
  Map<String, ByteIterator> buildValues(String key, ThreadState state, DB db) {
    return values.all(key, state, fieldlengthgenerator, db.readsValuesOnlyDuringCall());
  }

  /** What an update writes: every field with writeallfields, else one. */
  Map<String, ByteIterator> writeValues(String key, ThreadState state, DB db) {
    boolean reuse = db.readsValuesOnlyDuringCall();
    return writeallfields ? values.all(key, state, fieldlengthgenerator, reuse)
        : values.one(key, nextField(), state, fieldlengthgenerator, reuse);
  }

  void verify(DB db, String key, Status readStatus, Map<String, ByteIterator> cells) {
    if (readStatus == null || !readStatus.isOk()) {
      return;
    }
    if (verifyRowOverridden) {
      verifyRow(key, new HashMap<>(cells)); // the subclass's check, recorded as upstream's was
      return;
    }
    long start = System.nanoTime();
    Status verdict = RowValues.verdict(key, cells, fieldlengthgenerator);
    if (db instanceof CompoundRecorder measured) {
      measured.recordCompound("VERIFY", start, System.nanoTime(), verdict);
    }
  }

  /**
   * Upstream's check of a row read with dataintegrity, recorded as a VERIFY (its latency and result)
   * in the measurements of the calling thread's run. The workload's reads call it when a subclass
   * overrides it; otherwise they check the row in place, without copying it, and record the VERIFY
   * with the transaction's intended start.
   */
  protected void verifyRow(String key, HashMap<String, ByteIterator> cells) {
    long start = System.nanoTime();
    Status verdict = RowValues.verdict(key, cells, fieldlengthgenerator);
    Measurements measurements = Measurements.getMeasurements();
    measurements.measure("VERIFY", (int) ((System.nanoTime() - start) / 1000));
    measurements.reportStatus("VERIFY", verdict);
  }

  // ---- upstream's hooks for subclasses ----

  /** The key of key number {@code keynum} (hashed unless insertorder=ordered, zero-padded). */
  protected String buildKeyName(long keynum) {
    return keySpace.keyName(keynum);
  }

  /** The field length distribution the properties ask for, as init builds it. */
  protected static NumberGenerator getFieldLengthGenerator(Properties p) throws WorkloadException {
    try {
      return CoreSettings.fieldLengthGenerator(new Props(p));
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  /**
   * Upstream's operation chooser from the *proportion properties (READ, UPDATE, INSERT, SCAN,
   * READMODIFYWRITE, DELETE), for subclasses that choose their own operations; this class
   * chooses through a faster chooser of its own built from the same properties.
   */
  protected static DiscreteGenerator createOperationGenerator(Properties p) {
    if (p == null) {
      throw new IllegalArgumentException("Properties object cannot be null"); // upstream's exception
    }
    return OperationChooser.upstreamGenerator(new Props(p));
  }
}
