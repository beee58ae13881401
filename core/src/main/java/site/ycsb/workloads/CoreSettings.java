package site.ycsb.workloads;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;

/**
 * CoreWorkload's properties (see {@link CoreWorkloadProperties}), read and checked once: a value
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
  private final Props props;
  private final long insertCount;

  CoreSettings(Properties properties) {
    Props p = new Props(properties);
    props = p;
    table = p.string(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
    fields = new FieldNames(p.string(CoreWorkload.FIELD_NAME_PREFIX, CoreWorkload.FIELD_NAME_PREFIX_DEFAULT),
        p.intValue(CoreWorkload.FIELD_COUNT_PROPERTY, 10, 1), p.bool(CoreWorkload.READ_ALL_FIELDS_BY_NAME_PROPERTY, false));
    fieldLengths = fieldLengthGenerator(p);
    readAllFields = p.bool(CoreWorkload.READ_ALL_FIELDS_PROPERTY, true);
    writeAllFields = p.bool(CoreWorkload.WRITE_ALL_FIELDS_PROPERTY, false);
    dataIntegrity = p.bool(CoreWorkload.DATA_INTEGRITY_PROPERTY, false);
    if (dataIntegrity && !"constant".equals(p.string(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY, "constant"))) {
      throw new UsageException("dataintegrity=true: expected fieldlengthdistribution=constant");
    }

    recordCount = p.longValue("recordcount", 0, 0);
    insertStart = p.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, 0);
    insertCount = p.longValue(CoreWorkload.INSERT_COUNT_PROPERTY, Math.max(0, recordCount - insertStart), 0);
    if (p.has(CoreWorkload.INSERT_COUNT_PROPERTY) && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    orderedInserts = "ordered".equals(p.choice(CoreWorkload.INSERT_ORDER_PROPERTY, "hashed", "hashed", "ordered"));
    zeroPadding = p.intValue(CoreWorkload.ZERO_PADDING_PROPERTY, 1, 1);
    keySpace = new KeySpace(recordCount, insertStart, insertCount, orderedInserts, zeroPadding);
    operations = new OperationChooser(p);

    long minScan = p.longValue(CoreWorkload.MIN_SCAN_LENGTH_PROPERTY, 1, 1);
    long maxScan = p.longValue(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY, 1000, 1);
    if (maxScan < minScan) {
      throw new UsageException("maxscanlength=" + maxScan + ": expected at least minscanlength=" + minScan);
    }
    scanLength = "zipfian".equals(p.choice(CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY, "uniform", "uniform",
        "zipfian")) ? new ZipfianGenerator(minScan, maxScan) : new UniformLongGenerator(minScan, maxScan);
    insertionRetryLimit = p.intValue(CoreWorkload.INSERTION_RETRY_LIMIT, 0, 0);
    insertionRetryInterval = p.intValue(CoreWorkload.INSERTION_RETRY_INTERVAL, 3, 0);
    values = new ValueSource(p.intValue(CoreWorkload.FIELD_LENGTH_PROPERTY, 100, 1),
        ThreadLocalRandom.current().nextLong());
  }

  /** The chooser of the keys reads, updates, scans and deletes ask for, over the keys {@code existing} says exist. */
  KeyChooser keyChooser(LongSupplier existing) {
    long operationCount = props.longValue("operationcount", 0, 0);
    long expectedNewKeys = (long) (operationCount * operations.insertShare() * 2.0);
    return KeyChooser.create(
        props.string(CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY, CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY_DEFAULT),
        insertCount, expectedNewKeys,
        props.doubleValue(CoreWorkload.HOTSPOT_DATA_FRACTION, 0.2, 0, 1),
        props.doubleValue(CoreWorkload.HOTSPOT_OPN_FRACTION, 0.8, 0, 1),
        props.doubleValue("exponential.percentile", 95, Double.MIN_VALUE, 99.999999),
        props.doubleValue("exponential.frac", 0.8571428571, Double.MIN_VALUE, 1),
        existing);
  }

  /** The field lengths {@code fieldlengthdistribution} asks for. */
  static NumberGenerator fieldLengthGenerator(Props p) {
    int max = p.intValue(CoreWorkload.FIELD_LENGTH_PROPERTY, 100, 1);
    int min = p.intValue(CoreWorkload.MIN_FIELD_LENGTH_PROPERTY, 1, 1);
    String dist = p.choice(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY, "constant", "constant", "uniform",
        "zipfian", "histogram");
    if (!"constant".equals(dist) && !"histogram".equals(dist) && min > max) {
      throw new UsageException("minfieldlength=" + min + ": expected at most fieldlength=" + max);
    }
    switch (dist) {
      case "uniform":
        return new UniformLongGenerator(min, max);
      case "zipfian":
        return new ZipfianGenerator(min, max);
      case "histogram":
        String file = p.string(CoreWorkload.FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY,
            CoreWorkload.FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT);
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
