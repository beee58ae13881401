package site.ycsb.workloads;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.engine.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounter;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.measurements.Measurements;

/**
 * The standard YCSB workload: a table of records with {@code fieldcount} fields, loaded with
 * {@code recordcount} keys, then a mix of reads, updates, inserts, scans, read-modify-writes and
 * deletes. Property names, defaults and key names are upstream's; the parts (keys, values,
 * operation mix) live in their own classes. See {@link CoreWorkloadProperties} for every property.
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
  private AcknowledgedCounterGenerator ownInsertSequence;

  private List<String> fieldNames;
  private List<Set<String>> singleFieldSets;
  private Set<String> allFieldsByName;
  private boolean dataIntegrity;
  private boolean verifyRowOverridden;
  private KeySpace keySpace;
  private KeyChooser keyChooser;
  private AcknowledgedCounter runInserts;
  private OperationChooser operations;
  private ValueSource values;

  private String[] fieldNameArray;
  private Map<String, Integer> fieldNumbers;

  private ThreadState state(Object threadstate) {
    return threadstate instanceof ThreadState ts ? ts : newThreadState();
  }

  private ThreadState newThreadState() {
    return new ThreadState(fieldNameArray, fieldNumbers, values);
  }

  /**
   * Reads the properties. A bad setting is a {@link WorkloadException} (as upstream's callers
   * catch) whose message is one line naming the property; the command line prints it and exits 2.
   */
  @Override
  public void init(Properties properties) throws WorkloadException {
    try {
      configure(properties);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  private void configure(Properties properties) {
    Props p = new Props(properties);
    table = p.string(TABLENAME_PROPERTY, TABLENAME_PROPERTY_DEFAULT);
    int fieldCount = p.intValue(FIELD_COUNT_PROPERTY, 10, 1);
    fieldcount = fieldCount;
    String prefix = p.string(FIELD_NAME_PREFIX, FIELD_NAME_PREFIX_DEFAULT);
    List<String> names = new ArrayList<>(fieldCount);
    List<Set<String>> singles = new ArrayList<>(fieldCount);
    for (int i = 0; i < fieldCount; i++) {
      names.add(prefix + i);
      singles.add(Collections.singleton(prefix + i));
    }
    fieldNames = List.copyOf(names);
    fieldNameArray = names.toArray(new String[0]);
    Map<String, Integer> numbers = new HashMap<>();
    for (int i = 0; i < fieldCount; i++) {
      numbers.put(names.get(i), i);
    }
    fieldNumbers = Map.copyOf(numbers);
    singleFieldSets = List.copyOf(singles);
    allFieldsByName = Collections.unmodifiableSet(new LinkedHashSet<>(names));
    fieldlengthgenerator = fieldLengthGenerator(p);
    readallfields = p.bool(READ_ALL_FIELDS_PROPERTY, true);
    boolean byName = p.bool(READ_ALL_FIELDS_BY_NAME_PROPERTY, false);
    if (!byName) {
      allFieldsByName = null;
    }
    writeallfields = p.bool(WRITE_ALL_FIELDS_PROPERTY, false);
    dataIntegrity = p.bool(DATA_INTEGRITY_PROPERTY, false);
    verifyRowOverridden = dataIntegrity && overridesVerifyRow();
    if (dataIntegrity && !"constant".equals(p.string(FIELD_LENGTH_DISTRIBUTION_PROPERTY, "constant"))) {
      throw new UsageException("dataintegrity=true: expected fieldlengthdistribution=constant");
    }

    long recordCount = p.longValue("recordcount", 0, 0);
    long insertStart = p.longValue(INSERT_START_PROPERTY, 0, 0);
    long insertCount = p.longValue(INSERT_COUNT_PROPERTY, Math.max(0, recordCount - insertStart), 0);
    if (p.has(INSERT_COUNT_PROPERTY) && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    boolean ordered = "ordered".equals(p.choice(INSERT_ORDER_PROPERTY, "hashed", "hashed", "ordered"));
    int zeroPadding = p.intValue(ZERO_PADDING_PROPERTY, 1, 1);
    orderedinserts = ordered;
    zeropadding = zeroPadding;
    recordcount = recordCount;
    keySpace = new KeySpace(recordCount, insertStart, insertCount, ordered, zeroPadding);
    keysequence = new CounterGenerator(insertStart);
    runInserts = new AcknowledgedCounter();

    operations = new OperationChooser(p);
    long operationCount = p.longValue("operationcount", 0, 0);
    long expectedNewKeys = (long) (operationCount * operations.insertShare() * 2.0);
    keyChooser = KeyChooser.create(
        p.string(REQUEST_DISTRIBUTION_PROPERTY, REQUEST_DISTRIBUTION_PROPERTY_DEFAULT),
        insertCount, expectedNewKeys,
        p.doubleValue(HOTSPOT_DATA_FRACTION, 0.2, 0, 1),
        p.doubleValue(HOTSPOT_OPN_FRACTION, 0.8, 0, 1),
        p.doubleValue("exponential.percentile", 95, Double.MIN_VALUE, 99.999999),
        p.doubleValue("exponential.frac", 0.8571428571, Double.MIN_VALUE, 1),
        this::existingKeys);

    long minScan = p.longValue(MIN_SCAN_LENGTH_PROPERTY, 1, 1);
    long maxScan = p.longValue(MAX_SCAN_LENGTH_PROPERTY, 1000, 1);
    if (maxScan < minScan) {
      throw new UsageException("maxscanlength=" + maxScan + ": expected at least minscanlength=" + minScan);
    }
    scanlength = "zipfian".equals(p.choice(SCAN_LENGTH_DISTRIBUTION_PROPERTY, "uniform", "uniform", "zipfian"))
        ? new ZipfianGenerator(minScan, maxScan)
        : new UniformLongGenerator(minScan, maxScan);
    insertionRetryLimit = p.intValue(INSERTION_RETRY_LIMIT, 0, 0);
    insertionRetryInterval = p.intValue(INSERTION_RETRY_INTERVAL, 3, 0);
    values = new ValueSource(p.intValue(FIELD_LENGTH_PROPERTY, 100, 1), ThreadLocalRandom.current().nextLong());

    ownOperationChooser = new UpstreamOperationChooser(operations);
    ownKeyChooser = new UpstreamKeyChooser(keyChooser, keySpace, this::existingKeys);
    ownFieldChooser = new UniformLongGenerator(0, fieldCount - 1);
    ownInsertSequence = new UpstreamInsertSequence(keySpace, runInserts);
    operationchooser = ownOperationChooser;
    keychooser = ownKeyChooser;
    fieldchooser = ownFieldChooser;
    transactioninsertkeysequence = ownInsertSequence;
  }

  private static NumberGenerator fieldLengthGenerator(Props p) {
    int max = p.intValue(FIELD_LENGTH_PROPERTY, 100, 1);
    int min = p.intValue(MIN_FIELD_LENGTH_PROPERTY, 1, 1);
    String dist = p.choice(FIELD_LENGTH_DISTRIBUTION_PROPERTY, "constant", "constant", "uniform", "zipfian", "histogram");
    if (!"constant".equals(dist) && !"histogram".equals(dist) && min > max) {
      throw new UsageException("minfieldlength=" + min + ": expected at most fieldlength=" + max);
    }
    switch (dist) {
      case "uniform":
        return new UniformLongGenerator(min, max);
      case "zipfian":
        return new ZipfianGenerator(min, max);
      case "histogram":
        String file = p.string(FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY, FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT);
        try {
          return new HistogramGenerator(Path.of(file));
        } catch (IOException | RuntimeException e) {
          throw new UsageException("fieldlengthhistogram=" + file + ": cannot read the histogram file ("
              + e.getMessage() + ")", e);
        }
      default:
        return new ConstantIntegerGenerator(max);
    }
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

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) {
    return newThreadState();
  }

  // ---- load phase ----

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    long keyNumber = keysequence.nextLong();
    String key = buildKeyName(keyNumber);
    insertWithRetries(db, key, buildValues(key, state(threadstate)));
    return !isStopRequested();
  }

  private Status insertWithRetries(DB db, String key, Map<String, ByteIterator> values) {
    Status status;
    int attempt = 0;
    while (true) {
      status = db.insert(table, key, values);
      if (status != null && status.isOk() || attempt++ >= insertionRetryLimit || isStopRequested()) {
        return status;
      }
      for (ByteIterator v : values.values()) {
        v.reset();
      }
      long sleepMs = (long) (1000L * insertionRetryInterval * (0.8 + 0.4 * ThreadLocalRandom.current().nextDouble()));
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(sleepMs));
    }
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
        doTransactionRead(db, state);
        break;
      case UPDATE:
        doTransactionUpdate(db, state);
        break;
      case INSERT:
        doTransactionInsert(db, state);
        break;
      case SCAN:
        doTransactionScan(db, state.scanResult);
        break;
      case READ_MODIFY_WRITE:
        doTransactionReadModifyWrite(db, state);
        break;
      default:
        doTransactionDelete(db);
        break;
    }
    return !isStopRequested();
  }

  /** The next operation (null: a subclass's operationchooser says stop). */
  private CoreOperation nextOperation() {
    DiscreteGenerator chooser = operationchooser;
    return chooser == ownOperationChooser ? operations.next() : ReplacedChoosers.operation(chooser);
  }

  private String nextExistingKey() {
    NumberGenerator chooser = keychooser;
    if (chooser == ownKeyChooser) {
      return buildKeyName(keySpace.keyNumber(keyChooser.next(existingKeys())));
    }
    return buildKeyName(ReplacedChoosers.keyNumber(chooser, transactioninsertkeysequence));
  }

  /** The field a single-field read or write touches. */
  private int nextField() {
    NumberGenerator chooser = fieldchooser;
    return chooser == ownFieldChooser ? ThreadLocalRandom.current().nextInt(fieldNameArray.length)
        : ReplacedChoosers.field(chooser, fieldNameArray.length);
  }

  private Set<String> fieldsToRead() {
    if (readallfields) {
      return allFieldsByName;
    }
    return singleFieldSets.get(nextField());
  }

  public void doTransactionRead(DB db) {
    doTransactionRead(db, newThreadState());
  }

  private void doTransactionRead(DB db, ThreadState state) {
    String key = nextExistingKey();
    Set<String> fields = fieldsToRead();
    FieldMap result = state.result;
    result.clear();
    Status status = db.read(table, key, fields, result);
    if (dataIntegrity) {
      verify(db, key, status, result);
    }
    result.clear();
  }

  public void doTransactionReadModifyWrite(DB db) {
    doTransactionReadModifyWrite(db, newThreadState());
  }

  private void doTransactionReadModifyWrite(DB db, ThreadState state) {
    String key = nextExistingKey();
    Set<String> fields = fieldsToRead();
    Map<String, ByteIterator> values = writeallfields ? buildValues(key, state) : buildSingleValue(key, state);
    FieldMap result = state.result;
    result.clear();
    long start = System.nanoTime();
    Status read = db.read(table, key, fields, result);
    Status update = db.update(table, key, values);
    long end = System.nanoTime();
    if (dataIntegrity) {
      verify(db, key, read, result);
    }
    result.clear();
    if (db instanceof CompoundRecorder measured) {
      measured.recordCompound("READ-MODIFY-WRITE", start, end, readModifyWriteStatus(read, update));
    }
  }

  public void doTransactionScan(DB db) {
    doTransactionScan(db, new Vector<>());
  }

  private void doTransactionScan(DB db, Vector<HashMap<String, ByteIterator>> rows) {
    String start = nextExistingKey();
    int length = (int) Math.min(Integer.MAX_VALUE, scanlength.nextLong());
    db.scan(table, start, length, fieldsToRead(), rows);
    rows.clear();
  }

  public void doTransactionUpdate(DB db) {
    doTransactionUpdate(db, newThreadState());
  }

  private void doTransactionUpdate(DB db, ThreadState state) {
    String key = nextExistingKey();
    db.update(table, key, writeallfields ? buildValues(key, state) : buildSingleValue(key, state));
  }

  public void doTransactionInsert(DB db) {
    doTransactionInsert(db, newThreadState());
  }

  private void doTransactionInsert(DB db, ThreadState state) {
    AcknowledgedCounterGenerator sequence = transactioninsertkeysequence;
    if (sequence != ownInsertSequence) {
      insertFrom(sequence, db, state);
      return;
    }
    long index = runInserts.next();
    try {
      String key = buildKeyName(keySpace.keyNumber(keySpace.loadCount() + index));
      insertWithRetries(db, key, buildValues(key, state));
    } finally {
      runInserts.acknowledge(index);
    }
  }

  /** An insert numbered by a subclass's transactioninsertkeysequence: upstream's nextValue, then acknowledge. */
  private void insertFrom(AcknowledgedCounterGenerator sequence, DB db, ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      String key = buildKeyName(keyNumber);
      insertWithRetries(db, key, buildValues(key, state));
    } finally {
      sequence.acknowledge(keyNumber);
    }
  }

  public void doTransactionDelete(DB db) {
    db.delete(table, nextExistingKey());
  }

  // ---- asynchronous form (async.inflight): the same choices, the database calls chained ----

  @Override
  public boolean supportsAsync() {
    // a subclass's verifyRow records through the calling thread's run, which a completing thread does not serve
    return !verifyRowOverridden;
  }

  @Override
  public CompletionStage<Boolean> doInsertAsync(AsyncDB db, Object threadstate) {
    long keyNumber = keysequence.nextLong();
    String key = buildKeyName(keyNumber);
    return insertWithRetriesAsync(db, key, buildValues(key, state(threadstate)), 0)
        .thenApply(status -> !isStopRequested());
  }

  /** As {@link #insertWithRetries}, the wait between attempts scheduled, not slept. */
  private CompletionStage<Status> insertWithRetriesAsync(AsyncDB db, String key, Map<String, ByteIterator> values,
      int attempt) {
    return db.insertAsync(table, key, values).thenCompose(status -> {
      if (status != null && status.isOk() || attempt >= insertionRetryLimit || isStopRequested()) {
        return CompletableFuture.completedFuture(status);
      }
      for (ByteIterator v : values.values()) {
        v.reset();
      }
      long sleepMs = (long) (1000L * insertionRetryInterval * (0.8 + 0.4 * ThreadLocalRandom.current().nextDouble()));
      return CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(sleepMs, TimeUnit.MILLISECONDS))
          .thenCompose(ignored -> insertWithRetriesAsync(db, key, values, attempt + 1));
    });
  }

  @Override
  public CompletionStage<Boolean> doTransactionAsync(AsyncDB db, Object threadstate) {
    ThreadState state = state(threadstate);
    CompletionStage<Status> done;
    CoreOperation operation = nextOperation();
    if (operation == null) {
      return CompletableFuture.completedFuture(false);
    }
    switch (operation) {
      case READ:
        done = readAsync(db, state);
        break;
      case UPDATE: {
        String key = nextExistingKey();
        done = db.updateAsync(table, key, writeallfields ? buildValues(key, state) : buildSingleValue(key, state));
        break;
      }
      case INSERT:
        done = insertAsync(db, state);
        break;
      case SCAN:
        done = db.scanAsync(table, nextExistingKey(), (int) Math.min(Integer.MAX_VALUE, scanlength.nextLong()),
            fieldsToRead(), new Vector<>());
        break;
      case READ_MODIFY_WRITE:
        done = readModifyWriteAsync(db, state);
        break;
      default:
        done = db.deleteAsync(table, nextExistingKey());
        break;
    }
    return done.thenApply(status -> !isStopRequested());
  }

  private CompletionStage<Status> readAsync(AsyncDB db, ThreadState state) {
    String key = nextExistingKey();
    FieldMap result = state.result;
    result.clear();
    return db.readAsync(table, key, fieldsToRead(), result).thenApply(status -> {
      if (dataIntegrity) {
        verify(db, key, status, result);
      }
      result.clear();
      return status;
    });
  }

  /** A new key is chosen for reads only once its insert has completed: the acknowledgement comes with the completion. */
  private CompletionStage<Status> insertAsync(AsyncDB db, ThreadState state) {
    AcknowledgedCounterGenerator sequence = transactioninsertkeysequence;
    if (sequence != ownInsertSequence) {
      return insertAsyncFrom(sequence, db, state);
    }
    long index = runInserts.next();
    try {
      String key = buildKeyName(keySpace.keyNumber(keySpace.loadCount() + index));
      return insertWithRetriesAsync(db, key, buildValues(key, state), 0)
          .whenComplete((status, failure) -> runInserts.acknowledge(index));
    } catch (RuntimeException e) {
      runInserts.acknowledge(index);
      throw e;
    }
  }

  private CompletionStage<Status> insertAsyncFrom(AcknowledgedCounterGenerator sequence, AsyncDB db,
      ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      String key = buildKeyName(keyNumber);
      return insertWithRetriesAsync(db, key, buildValues(key, state), 0)
          .whenComplete((status, failure) -> sequence.acknowledge(keyNumber));
    } catch (RuntimeException e) {
      sequence.acknowledge(keyNumber);
      throw e;
    }
  }

  private CompletionStage<Status> readModifyWriteAsync(AsyncDB db, ThreadState state) {
    String key = nextExistingKey();
    Set<String> fields = fieldsToRead();
    Map<String, ByteIterator> values = writeallfields ? buildValues(key, state) : buildSingleValue(key, state);
    FieldMap result = state.result;
    result.clear();
    long start = System.nanoTime();
    return db.readAsync(table, key, fields, result).thenCompose(read -> db.updateAsync(table, key, values)
        .thenApply(update -> {
          long end = System.nanoTime();
          if (dataIntegrity) {
            verify(db, key, read, result);
          }
          result.clear();
          if (db instanceof CompoundRecorder measured) {
            measured.recordCompound("READ-MODIFY-WRITE", start, end, readModifyWriteStatus(read, update));
          }
          return update;
        }));
  }

  /** A read-modify-write's result: the read's failure if it failed (NOT_FOUND is an answer), else the update's. */
  private static Status readModifyWriteStatus(Status read, Status update) {
    return read == null || update == null ? Status.ERROR : !read.isOk() && read != Status.NOT_FOUND ? read : update;
  }

  // ---- values ----

  private int nextFieldLength() {
    return (int) Math.min(Integer.MAX_VALUE - 16, Math.max(0, fieldlengthgenerator.nextLong()));
  }

  private ByteIterator valueFor(String key, int field, ThreadState state) {
    int length = nextFieldLength();
    return dataIntegrity ? new StringByteIterator(DeterministicValues.of(key, fieldNameArray[field], length))
        : values.next(length, state.cursor, state.slices[field]);
  }

  /** The thread's value map, filled with every field. */
  private Map<String, ByteIterator> buildValues(String key, ThreadState state) {
    FieldMap out = state.values;
    out.clear();
    for (int field = 0; field < fieldNameArray.length; field++) {
      out.set(field, valueFor(key, field, state));
    }
    return out;
  }

  /** The thread's value map, filled with one random field. */
  private Map<String, ByteIterator> buildSingleValue(String key, ThreadState state) {
    int field = nextField();
    FieldMap out = state.values;
    out.clear();
    out.set(field, valueFor(key, field, state));
    return out;
  }

  private void verify(DB db, String key, Status readStatus, Map<String, ByteIterator> cells) {
    if (readStatus == null || !readStatus.isOk()) {
      return;
    }
    if (verifyRowOverridden) {
      verifyRow(key, new HashMap<>(cells)); // the subclass's check, recorded as upstream's was
      return;
    }
    long start = System.nanoTime();
    Status verdict = verdict(key, cells);
    if (db instanceof CompoundRecorder measured) {
      measured.recordCompound("VERIFY", start, System.nanoTime(), verdict);
    }
  }

  /** OK when every cell holds the value dataintegrity wrote; an empty row is never valid (as upstream). */
  private Status verdict(String key, Map<String, ByteIterator> cells) {
    if (cells.isEmpty()) {
      return Status.ERROR;
    }
    for (Map.Entry<String, ByteIterator> e : cells.entrySet()) {
      String got = e.getValue().toString();
      if (!DeterministicValues.of(key, e.getKey(), got.length()).equals(got) || got.length() != fieldlengthgenerator.nextLong()) {
        return Status.UNEXPECTED_STATE;
      }
    }
    return Status.OK;
  }

  /**
   * Upstream's check of a row read with dataintegrity, recorded as a VERIFY (its latency and result)
   * in the measurements of the calling thread's run. The workload's reads call it when a subclass
   * overrides it; otherwise they check the row in place, without copying it, and record the VERIFY
   * with the transaction's intended start.
   */
  protected void verifyRow(String key, HashMap<String, ByteIterator> cells) {
    long start = System.nanoTime();
    Status verdict = verdict(key, cells);
    Measurements measurements = Measurements.getMeasurements();
    measurements.measure("VERIFY", (int) ((System.nanoTime() - start) / 1000));
    measurements.reportStatus("VERIFY", verdict);
  }

  /** Whether a subclass replaced {@code verifyRow}, so that the reads must call it. */
  private boolean overridesVerifyRow() {
    for (Class<?> c = getClass(); c != CoreWorkload.class; c = c.getSuperclass()) {
      try {
        c.getDeclaredMethod("verifyRow", String.class, HashMap.class);
        return true;
      } catch (NoSuchMethodException e) {
        // not in this class: look further up
      }
    }
    return false;
  }

  // ---- upstream's hooks for subclasses ----

  /** The key of key number {@code keynum} (hashed unless insertorder=ordered, zero-padded). */
  protected String buildKeyName(long keynum) {
    return keySpace.keyName(keynum);
  }

  /** The field length distribution the properties ask for, as init builds it. */
  protected static NumberGenerator getFieldLengthGenerator(Properties p) throws WorkloadException {
    try {
      return fieldLengthGenerator(new Props(p));
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
    Props props = new Props(p);
    DiscreteGenerator ops = new DiscreteGenerator();
    String[][] kinds = {{"readproportion", "READ", "0.95"}, {"updateproportion", "UPDATE", "0.05"},
        {"insertproportion", "INSERT", "0"}, {"scanproportion", "SCAN", "0"},
        {"readmodifywriteproportion", "READMODIFYWRITE", "0"}, {"deleteproportion", "DELETE", "0"}};
    for (String[] k : kinds) {
      double share = props.doubleValue(k[0], Double.parseDouble(k[2]), 0, 1);
      if (share > 0) {
        ops.addValue(share, k[1]);
      }
    }
    return ops;
  }
}
