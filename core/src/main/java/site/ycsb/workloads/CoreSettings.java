package site.ycsb.workloads;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.HotspotMove;
import site.ycsb.generator.MovingHotspotGenerator;
import site.ycsb.generator.LongTailGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.options.BatchOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;
import site.ycsb.validation.ValueCodec;

/**
 * CoreWorkload's options ({@link WorkloadOptions}), read and checked once: a value
 * that cannot work is a {@link UsageException} of one line naming the property. What the operations
 * need is built here: the key space, the operation mix, the scan lengths, the value source.
 */
final class CoreSettings {
  final String table;
  final FieldNames fields;
  final NumberGenerator fieldLengths;
  final boolean readAllFields;
  final boolean writeAllFields;
  final boolean dataIntegrity;
  final boolean validation;
  final long recordCount;
  final boolean orderedInserts;
  final int zeroPadding;
  final long insertStart;
  final KeySpace keySpace;
  final OperationChooser operations;
  final NumberGenerator scanLength;
  final int insertionRetryLimit;
  final int insertionRetryInterval;
  final ValueSource values;
  final HotspotMove hotspotMove;
  final WriteTtl ttl;
  /** The phase's settings, for the parts that read their own options (BatchOperations). */
  final Settings settings;
  private final long insertCount;

  CoreSettings(Settings s) {
    settings = s;
    table = s.get(WorkloadOptions.TABLE);
    fields = new FieldNames(s.get(WorkloadOptions.FIELD_NAME_PREFIX), s.get(WorkloadOptions.FIELD_COUNT),
        s.get(WorkloadOptions.READ_ALL_FIELDS_BY_NAME));
    fieldLengths = fieldLengthGenerator(s);
    readAllFields = s.get(WorkloadOptions.READ_ALL_FIELDS);
    writeAllFields = s.get(WorkloadOptions.WRITE_ALL_FIELDS);
    dataIntegrity = s.get(WorkloadOptions.DATA_INTEGRITY);
    if (dataIntegrity && !"constant".equals(s.get(WorkloadOptions.FIELD_LENGTH_DISTRIBUTION))) {
      throw new UsageException("dataintegrity=true: expected fieldlengthdistribution=constant");
    }
    validation = s.get(WorkloadOptions.VALIDATION);
    if (validation) {
      checkValidation(s);
    }

    recordCount = s.get(RunOptions.RECORD_COUNT);
    insertStart = s.get(RunOptions.INSERT_START);
    insertCount = s.find(RunOptions.INSERT_COUNT).orElse(Math.max(0, recordCount - insertStart));
    if (s.isSet(RunOptions.INSERT_COUNT) && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    orderedInserts = "ordered".equals(s.get(WorkloadOptions.INSERT_ORDER));
    zeroPadding = s.get(WorkloadOptions.ZERO_PADDING);
    keySpace = new KeySpace(recordCount, insertStart, insertCount, orderedInserts, zeroPadding);
    operations = new OperationChooser(s);

    long minScan = s.get(WorkloadOptions.MIN_SCAN_LENGTH);
    long maxScan = s.get(WorkloadOptions.MAX_SCAN_LENGTH);
    if (maxScan < minScan) {
      throw new UsageException("maxscanlength=" + maxScan + ": expected at least minscanlength=" + minScan);
    }
    scanLength = "zipfian".equals(s.get(WorkloadOptions.SCAN_LENGTH_DISTRIBUTION))
        ? new ZipfianGenerator(minScan, maxScan) : new UniformLongGenerator(minScan, maxScan);
    insertionRetryLimit = s.get(WorkloadOptions.INSERTION_RETRY_LIMIT);
    insertionRetryInterval = s.get(WorkloadOptions.INSERTION_RETRY_INTERVAL);
    values = new ValueSource(longestField(s), ThreadLocalRandom.current().nextLong());
    ttl = WriteTtl.of(s);
    hotspotMove = HotspotMoveSetting.read(s);
  }

  /** validation=true's limits: not with dataintegrity, and values long enough for the header (ValueCodec). */
  static void checkValidation(Settings s) {
    if (s.get(WorkloadOptions.DATA_INTEGRITY)) {
      throw new UsageException("validation=true with dataintegrity=true: expected one of them (validation checks"
          + " versions against the ledger; dataintegrity is upstream's VERIFY)");
    }
    if (s.get(WorkloadOptions.TTL) > 0) { // an expired key would read as Lost: the ledger knows no expiry yet
      throw new UsageException("validation=true with ttl=" + s.get(WorkloadOptions.TTL) + ": validated reads do not"
          + " know expiry yet (an expired key would count as Lost); expected ttl=0");
    }
    for (var size : List.of(BatchOptions.BATCH_READ_SIZE, BatchOptions.BATCH_INSERT_SIZE,
        BatchOptions.BATCH_UPDATE_SIZE)) {
      if (s.get(size) > 1) { // a batch's keys are not judged yet: refused rather than left unchecked
        throw new UsageException("validation=true with " + size.name() + "=" + s.get(size) + ": batches are not"
            + " validated yet; expected batch sizes of 1");
      }
    }
    String dist = s.get(WorkloadOptions.FIELD_LENGTH_DISTRIBUTION);
    boolean constant = "constant".equals(dist);
    int shortest = constant ? s.get(WorkloadOptions.FIELD_LENGTH) : s.get(WorkloadOptions.MIN_FIELD_LENGTH);
    if (!"histogram".equals(dist) && shortest < ValueCodec.MIN_LENGTH) {
      throw new UsageException((constant ? "fieldlength=" : "minfieldlength=") + shortest
          + ": expected at least " + ValueCodec.MIN_LENGTH + " with validation=true (a validated value's header)");
    }
  }

  /** What a ledger file's header says of the key space, so that verify can name the keys again (ValidatedKeys). */
  java.util.Map<String, String> ledgerFacts() {
    java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
    m.put("client", String.valueOf(settings.find(RunOptions.CLIENT_ID).orElse("")));
    m.put("table", table);
    m.put("fieldnameprefix", settings.get(WorkloadOptions.FIELD_NAME_PREFIX));
    m.put("recordcount", Long.toString(recordCount));
    m.put("insertstart", Long.toString(insertStart));
    m.put("insertcount", Long.toString(insertCount));
    m.put("insertorder", orderedInserts ? "ordered" : "hashed");
    m.put("zeropadding", Integer.toString(zeroPadding));
    return m;
  }

  /** The chooser of the keys reads, updates, scans and deletes ask for, over the keys {@code existing} says exist. */
  KeyChooser keyChooser(LongSupplier existing) {
    long operationCount = settings.get(RunOptions.OPERATION_COUNT);
    long expectedNewKeys = (long) (operationCount * operations.insertShare() * 2.0);
    if (hotspotMove.moves() && "hotspot".equals(settings.get(WorkloadOptions.REQUEST_DISTRIBUTION))) {
      return KeyChooser.movingHotspot(new MovingHotspotGenerator(0, Math.max(0, insertCount - 1),
          settings.get(WorkloadOptions.HOTSPOT_DATA_FRACTION), settings.get(WorkloadOptions.HOTSPOT_OPN_FRACTION),
          hotspotMove, System::nanoTime));
    }
    return KeyChooser.create(settings.get(WorkloadOptions.REQUEST_DISTRIBUTION), insertCount, expectedNewKeys,
        settings.get(WorkloadOptions.HOTSPOT_DATA_FRACTION), settings.get(WorkloadOptions.HOTSPOT_OPN_FRACTION),
        settings.get(WorkloadOptions.EXPONENTIAL_PERCENTILE), settings.get(WorkloadOptions.EXPONENTIAL_FRAC),
        existing);
  }

  /** The distributions whose fieldlength is a typical length, not the most: maxfieldlength caps them. */
  private static final java.util.Set<String> LONG_TAILS = java.util.Set.of("lognormal", "pareto");

  /** The longest value the field lengths may ask for (the value buffer holds it). */
  private static int longestField(Settings s) {
    return LONG_TAILS.contains(s.get(WorkloadOptions.FIELD_LENGTH_DISTRIBUTION))
        ? s.get(WorkloadOptions.MAX_FIELD_LENGTH) : s.get(WorkloadOptions.FIELD_LENGTH);
  }

  /** The field lengths {@code fieldlengthdistribution} asks for. */
  static NumberGenerator fieldLengthGenerator(Settings s) {
    int max = s.get(WorkloadOptions.FIELD_LENGTH);
    int min = s.get(WorkloadOptions.MIN_FIELD_LENGTH);
    String dist = s.get(WorkloadOptions.FIELD_LENGTH_DISTRIBUTION);
    if (!"constant".equals(dist) && !"histogram".equals(dist) && min > max) {
      throw new UsageException("minfieldlength=" + min + ": expected at most fieldlength=" + max);
    }
    if (LONG_TAILS.contains(dist) && s.get(WorkloadOptions.MAX_FIELD_LENGTH) < max) {
      throw new UsageException("maxfieldlength=" + s.get(WorkloadOptions.MAX_FIELD_LENGTH)
          + ": expected at least fieldlength=" + max + " (fieldlengthdistribution=" + dist + " cuts longer draws)");
    }
    switch (dist) {
      case "lognormal":
        return LongTailGenerator.logNormal(max, s.get(WorkloadOptions.FIELD_LENGTH_SIGMA), min,
            s.get(WorkloadOptions.MAX_FIELD_LENGTH));
      case "pareto":
        return LongTailGenerator.pareto(max, s.get(WorkloadOptions.FIELD_LENGTH_SHAPE), min,
            s.get(WorkloadOptions.MAX_FIELD_LENGTH));
      case "uniform":
        return new UniformLongGenerator(min, max);
      case "zipfian":
        return new ZipfianGenerator(min, max);
      case "histogram":
        String file = s.get(WorkloadOptions.FIELD_LENGTH_HISTOGRAM);
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
}
