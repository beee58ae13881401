package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.PhaseFacts;
import site.ycsb.Status;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounter;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.measurements.Measurements;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;
import site.ycsb.validation.Ledger;
import site.ycsb.validation.LedgerOwner;
import site.ycsb.validation.Validator;

/**
 * The standard YCSB workload: a table of records with {@code fieldcount} fields, loaded with
 * {@code recordcount} keys, then a mix of reads, updates, inserts, scans, read-modify-writes and
 * deletes. Property names, defaults and key names are upstream's. This class keeps upstream's
 * surface (constants, protected fields and hooks), wires the parts and chooses each operation's
 * key, fields and values through those fields (so a subclass that replaces one after
 * {@code super.init()} is obeyed): {@link CoreSettings} reads the options ({@link WorkloadOptions}
 * declares them), {@link CoreChecks} checks a phase before it starts, {@link KeySpace} and
 * {@link KeyChooser} name and choose keys, {@link OperationChooser} the operation, {@link RowValues}
 * makes and checks values, {@link CoreOperations} and {@link CoreAsyncOperations} make the database calls.
 */
public class CoreWorkload extends Workload implements LedgerOwner {
  public static final String TABLENAME_PROPERTY = WorkloadOptions.TABLE.name();
  public static final String TABLENAME_PROPERTY_DEFAULT = WorkloadOptions.TABLE.defaultText();
  public static final String FIELD_COUNT_PROPERTY = WorkloadOptions.FIELD_COUNT.name();
  public static final String FIELD_COUNT_PROPERTY_DEFAULT = WorkloadOptions.FIELD_COUNT.defaultText();
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY = WorkloadOptions.FIELD_LENGTH_DISTRIBUTION.name();
  public static final String FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = WorkloadOptions.FIELD_LENGTH_DISTRIBUTION.defaultText();
  public static final String FIELD_LENGTH_PROPERTY = WorkloadOptions.FIELD_LENGTH.name();
  public static final String FIELD_LENGTH_PROPERTY_DEFAULT = WorkloadOptions.FIELD_LENGTH.defaultText();
  public static final String MIN_FIELD_LENGTH_PROPERTY = WorkloadOptions.MIN_FIELD_LENGTH.name();
  public static final String MIN_FIELD_LENGTH_PROPERTY_DEFAULT = WorkloadOptions.MIN_FIELD_LENGTH.defaultText();
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY = WorkloadOptions.FIELD_LENGTH_HISTOGRAM.name();
  public static final String FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT = WorkloadOptions.FIELD_LENGTH_HISTOGRAM.defaultText();
  public static final String READ_ALL_FIELDS_PROPERTY = WorkloadOptions.READ_ALL_FIELDS.name();
  public static final String READ_ALL_FIELDS_PROPERTY_DEFAULT = WorkloadOptions.READ_ALL_FIELDS.defaultText();
  public static final String READ_ALL_FIELDS_BY_NAME_PROPERTY = WorkloadOptions.READ_ALL_FIELDS_BY_NAME.name();
  public static final String READ_ALL_FIELDS_BY_NAME_PROPERTY_DEFAULT = WorkloadOptions.READ_ALL_FIELDS_BY_NAME.defaultText();
  public static final String WRITE_ALL_FIELDS_PROPERTY = WorkloadOptions.WRITE_ALL_FIELDS.name();
  public static final String WRITE_ALL_FIELDS_PROPERTY_DEFAULT = WorkloadOptions.WRITE_ALL_FIELDS.defaultText();
  public static final String DATA_INTEGRITY_PROPERTY = WorkloadOptions.DATA_INTEGRITY.name();
  public static final String DATA_INTEGRITY_PROPERTY_DEFAULT = WorkloadOptions.DATA_INTEGRITY.defaultText();
  public static final String READ_PROPORTION_PROPERTY = WorkloadOptions.READ_PROPORTION.name();
  public static final String READ_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.READ_PROPORTION.defaultText();
  public static final String UPDATE_PROPORTION_PROPERTY = WorkloadOptions.UPDATE_PROPORTION.name();
  public static final String UPDATE_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.UPDATE_PROPORTION.defaultText();
  public static final String INSERT_PROPORTION_PROPERTY = WorkloadOptions.INSERT_PROPORTION.name();
  public static final String INSERT_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.INSERT_PROPORTION.defaultText();
  public static final String SCAN_PROPORTION_PROPERTY = WorkloadOptions.SCAN_PROPORTION.name();
  public static final String SCAN_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.SCAN_PROPORTION.defaultText();
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY = WorkloadOptions.READ_MODIFY_WRITE_PROPORTION.name();
  public static final String READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.READ_MODIFY_WRITE_PROPORTION.defaultText();
  public static final String DELETE_PROPORTION_PROPERTY = WorkloadOptions.DELETE_PROPORTION.name();
  public static final String DELETE_PROPORTION_PROPERTY_DEFAULT = WorkloadOptions.DELETE_PROPORTION.defaultText();
  public static final String REQUEST_DISTRIBUTION_PROPERTY = WorkloadOptions.REQUEST_DISTRIBUTION.name();
  public static final String REQUEST_DISTRIBUTION_PROPERTY_DEFAULT = WorkloadOptions.REQUEST_DISTRIBUTION.defaultText();
  public static final String ZERO_PADDING_PROPERTY = WorkloadOptions.ZERO_PADDING.name();
  public static final String ZERO_PADDING_PROPERTY_DEFAULT = WorkloadOptions.ZERO_PADDING.defaultText();
  public static final String MIN_SCAN_LENGTH_PROPERTY = WorkloadOptions.MIN_SCAN_LENGTH.name();
  public static final String MIN_SCAN_LENGTH_PROPERTY_DEFAULT = WorkloadOptions.MIN_SCAN_LENGTH.defaultText();
  public static final String MAX_SCAN_LENGTH_PROPERTY = WorkloadOptions.MAX_SCAN_LENGTH.name();
  public static final String MAX_SCAN_LENGTH_PROPERTY_DEFAULT = WorkloadOptions.MAX_SCAN_LENGTH.defaultText();
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY = WorkloadOptions.SCAN_LENGTH_DISTRIBUTION.name();
  public static final String SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT = WorkloadOptions.SCAN_LENGTH_DISTRIBUTION.defaultText();
  public static final String INSERT_ORDER_PROPERTY = WorkloadOptions.INSERT_ORDER.name();
  public static final String INSERT_ORDER_PROPERTY_DEFAULT = WorkloadOptions.INSERT_ORDER.defaultText();
  public static final String HOTSPOT_DATA_FRACTION = WorkloadOptions.HOTSPOT_DATA_FRACTION.name();
  public static final String HOTSPOT_DATA_FRACTION_DEFAULT = WorkloadOptions.HOTSPOT_DATA_FRACTION.defaultText();
  public static final String HOTSPOT_OPN_FRACTION = WorkloadOptions.HOTSPOT_OPN_FRACTION.name();
  public static final String HOTSPOT_OPN_FRACTION_DEFAULT = WorkloadOptions.HOTSPOT_OPN_FRACTION.defaultText();
  public static final String INSERTION_RETRY_LIMIT = WorkloadOptions.INSERTION_RETRY_LIMIT.name();
  public static final String INSERTION_RETRY_LIMIT_DEFAULT = WorkloadOptions.INSERTION_RETRY_LIMIT.defaultText();
  public static final String INSERTION_RETRY_INTERVAL = WorkloadOptions.INSERTION_RETRY_INTERVAL.name();
  public static final String INSERTION_RETRY_INTERVAL_DEFAULT = WorkloadOptions.INSERTION_RETRY_INTERVAL.defaultText();
  public static final String FIELD_NAME_PREFIX = WorkloadOptions.FIELD_NAME_PREFIX.name();
  public static final String FIELD_NAME_PREFIX_DEFAULT = WorkloadOptions.FIELD_NAME_PREFIX.defaultText();

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
  /** The time to live of inserts and updates (ttl; none by default). */
  WriteTtl ttl = WriteTtl.NONE;
  BatchOperations batches;
  /** With validation=true: the ledger and the judge of reads (null otherwise). */
  Validator validator;
  private Map<String, String> ledgerFacts = Map.of();

  ThreadState state(Object threadstate) {
    return threadstate instanceof ThreadState ts ? ts : newThreadState();
  }

  private ThreadState newThreadState() {
    ThreadState state = values.newThreadState(fields);
    if (validator != null) {
      state.check = validator.newScratch();
    }
    return state;
  }

  /**
   * Reads the properties. A bad setting is a {@link WorkloadException} (as upstream's callers
   * catch) whose message is one line naming the property; the command line prints it and exits 2.
   */
  @Override
  public void init(Properties properties) throws WorkloadException {
    SettingsError.reported(() -> configure(new CoreSettings(Settings.of(properties)), properties));
  }

  /** A load inserts this client's key range: insertstart on, insertcount keys (see {@link KeySpace}). */
  @Override
  public boolean loadsKeyRange() {
    return true;
  }

  /** Stages run CoreWorkload itself through them ({@link StagedWorkload}); a subclass is refused. */
  @Override
  public Workload staged() {
    return getClass() == CoreWorkload.class ? new StagedWorkload() : super.staged();
  }

  /** A hot set that moves (hotspot.move) is timed from the phase's start. */
  @Override
  public void started(long nanos) {
    if (keyChooser != null) { // null: a subclass's init did not call ours
      keyChooser.started(nanos);
    }
  }

  /** The ttl setting when writes expire, so that the engine refuses a binding that cannot expire data. */
  @Override
  public String expiringWrites() {
    return ttl.setting();
  }

  /** See {@link CoreChecks}: from the options alone, so the engine may call it before init. */
  @Override
  public void check(Settings settings, PhaseFacts facts, Consumer<String> warnings) {
    CoreChecks.check(settings, facts, warnings);
  }

  private void configure(CoreSettings s, Properties properties) {
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
    ttl = s.ttl;
    validator = s.validation ? validator(s, properties) : null;
    ops = new CoreOperations(this);
    async = new CoreAsyncOperations(this);
    batches = new BatchOperations(this, s.settings);

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
   * The phase's validator: the ledger of an earlier phase of this instance, or of the properties it runs
   * with (loadrun), is kept, so the run judges reads of the keys the load wrote.
   */
  private Validator validator(CoreSettings s, Properties properties) {
    Ledger ledger = validator != null ? validator.ledger() : properties.get(Ledger.PROPERTY_KEY) instanceof Ledger l ? l : null;
    if (ledger == null || ledger.fieldCount() != fields.count()) {
      ledger = new Ledger(1 + ThreadLocalRandom.current().nextInt(0xffff), fields.count());
    }
    properties.put(Ledger.PROPERTY_KEY, ledger);
    ledgerFacts = s.ledgerFacts();
    return new Validator(ledger, fields.numbers);
  }

  @Override
  public Ledger ledger() {
    return validator == null ? null : validator.ledger();
  }

  @Override
  public Map<String, String> ledgerFacts() {
    return ledgerFacts;
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
    if (validator != null && first.validator != null && first.fields.count() == fields.count()) {
      validator = first.validator; // one ledger for the run's stages, as one key space
    }
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) {
    return newThreadState();
  }

  // ---- load phase ----

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    long keyNumber = keysequence.nextLong();
    ops.insertNumbered(db, keyNumber, state(threadstate));
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
      case READ -> {
        if (batches.reads()) {
          batches.read(db, state);
        } else {
          ops.read(db, state);
        }
      }
      case UPDATE -> {
        if (batches.updates()) {
          batches.update(db, state);
        } else {
          ops.update(db, state);
        }
      }
      case INSERT -> {
        if (batches.inserts()) {
          batches.insert(db, state);
        } else {
          ops.insert(db, state);
        }
      }
      case SCAN -> ops.scan(db, state.scanResult, state);
      case READ_MODIFY_WRITE -> ops.readModifyWrite(db, state);
      default -> ops.delete(db, state);
    }
    return !isStopRequested();
  }

  /** The next operation (null: a subclass's operationchooser says stop). */
  CoreOperation nextOperation() {
    DiscreteGenerator chooser = operationchooser;
    return chooser == ownOperationChooser ? operations.next() : ReplacedChoosers.operation(chooser);
  }

  String nextExistingKey() {
    return buildKeyName(nextExistingKeyNumber());
  }

  long nextExistingKeyNumber() {
    NumberGenerator chooser = keychooser;
    if (chooser == ownKeyChooser) {
      return keySpace.keyNumber(keyChooser.next(existingKeys()));
    }
    return ReplacedChoosers.keyNumber(chooser, transactioninsertkeysequence);
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
    ops.scan(db, new Vector<>(), state(null));
  }

  public void doTransactionUpdate(DB db) {
    ops.update(db, state(null));
  }

  public void doTransactionInsert(DB db) {
    ops.insert(db, state(null));
  }

  public void doTransactionDelete(DB db) {
    ops.delete(db, state(null));
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

  /** A batch's values of one key: containers of its own, every field for an insert, else as {@link #writeValues}. */
  Map<String, ByteIterator> ownValues(String key, ThreadState state, boolean insert) {
    return insert || writeallfields ? values.all(key, state, fieldlengthgenerator, false)
        : values.one(key, nextField(), state, fieldlengthgenerator, false);
  }

  /** Validated values of key number {@code keyNumber} at {@code version}: every field, or the one the version names. */
  Map<String, ByteIterator> validatedValues(long index, String key, long version, boolean all, ThreadState state, DB db) {
    int only = all ? -1 : validator.fieldOf(index, version);
    return values.validated(key, only, version, validator.ledger().writer(), state, fieldlengthgenerator,
        db.readsValuesOnlyDuringCall());
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
      return CoreSettings.fieldLengthGenerator(Settings.of(p));
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
    return OperationChooser.upstreamGenerator(Settings.of(p));
  }
}
