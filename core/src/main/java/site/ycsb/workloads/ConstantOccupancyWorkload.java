package site.ycsb.workloads;

import java.util.Properties;
import site.ycsb.WorkloadException;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.OccupancyOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * Upstream's disk-fragmenting workload (after Sears and van Ingen, "Fragmentation in Large Object
 * Repositories", CIDR 2007): CoreWorkload over a data set sized to fill {@code occupancy} of a disk
 * of {@code disksize} bytes, run for {@code storageages} times as many operations as it has records.
 *
 * <p>As upstream: recordcount = insertcount = occupancy x disksize / (fieldcount x mean field length),
 * operationcount = storageages x recordcount, set in the properties by init (counts given otherwise
 * are replaced, with a warning), which the engine reads after init.
 */
public class ConstantOccupancyWorkload extends CoreWorkload {
  public static final String STORAGE_AGE_PROPERTY = OccupancyOptions.STORAGE_AGES.name();
  public static final long STORAGE_AGE_PROPERTY_DEFAULT = OccupancyOptions.STORAGE_AGES.defaultValue();
  public static final String DISK_SIZE_PROPERTY = OccupancyOptions.DISK_SIZE.name();
  public static final long DISK_SIZE_PROPERTY_DEFAULT = OccupancyOptions.DISK_SIZE.defaultValue();
  public static final String OCCUPANCY_PROPERTY = OccupancyOptions.OCCUPANCY.name();
  public static final double OCCUPANCY_PROPERTY_DEFAULT = OccupancyOptions.OCCUPANCY.defaultValue();

  /** The counts the properties derive. */
  record Sizing(long records, long operations) {
  }

  @Override
  public void init(Properties p) throws WorkloadException {
    Sizing sizing;
    try {
      sizing = sizing(p);
      warnIfReplaced(Settings.of(p), sizing);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
    p.setProperty(RunOptions.RECORD_COUNT.name(), Long.toString(sizing.records()));
    p.setProperty(RunOptions.INSERT_COUNT.name(), Long.toString(sizing.records()));
    p.setProperty(RunOptions.OPERATION_COUNT.name(), Long.toString(sizing.operations()));
    super.init(p);
  }

  /** Upstream's arithmetic, operation for operation, so that both derive the same counts. */
  static Sizing sizing(Properties properties) throws WorkloadException {
    Settings s = Settings.of(properties);
    long diskSize = s.get(OccupancyOptions.DISK_SIZE);
    long storageAges = s.get(OccupancyOptions.STORAGE_AGES);
    double occupancy = s.get(OccupancyOptions.OCCUPANCY);
    double fieldLength = getFieldLengthGenerator(properties).mean();
    int fieldCount = s.get(WorkloadOptions.FIELD_COUNT);
    long records = (long) (occupancy * (diskSize / (fieldLength * fieldCount)));
    if (records <= 0) {
      throw new UsageException(DISK_SIZE_PROPERTY + "=" + diskSize + ": holds no record of " + fieldCount
          + " fields of " + bytes(fieldLength) + " bytes at " + OCCUPANCY_PROPERTY + "=" + occupancy
          + "; expected at least " + (long) Math.ceil(fieldCount * fieldLength / occupancy));
    }
    try {
      return new Sizing(records, Math.multiplyExact(storageAges, records));
    } catch (ArithmeticException e) {
      throw new UsageException(STORAGE_AGE_PROPERTY + "=" + storageAges + ": " + storageAges + " x " + records
          + " records passes the largest operation count; expected a smaller value");
    }
  }

  /** As upstream: counts given that differ from the derived ones are replaced, and said so once. */
  private static void warnIfReplaced(Settings s, Sizing sizing) {
    if (differs(s, RunOptions.RECORD_COUNT, sizing.records())
        || differs(s, RunOptions.INSERT_COUNT, sizing.records())
        || differs(s, RunOptions.OPERATION_COUNT, sizing.operations())) {
      System.err.println("[WARN] ConstantOccupancyWorkload derives recordcount=insertcount=" + sizing.records()
          + " from " + DISK_SIZE_PROPERTY + ", " + OCCUPANCY_PROPERTY + " and the field sizes, and operationcount="
          + sizing.operations() + " (" + STORAGE_AGE_PROPERTY + " x recordcount): the counts given are replaced");
    }
  }

  /** Whether {@code count} is set to another value than {@code derived}. */
  private static boolean differs(Settings s, Option<Long> count, long derived) {
    return s.isSet(count) && s.get(count) != derived;
  }

  private static String bytes(double length) {
    return length == Math.rint(length) ? Long.toString((long) length) : Double.toString(length);
  }
}
