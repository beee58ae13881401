package site.ycsb.workloads;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import java.util.Properties;
import site.ycsb.WorkloadException;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

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
  public static final String STORAGE_AGE_PROPERTY = "storageages";
  public static final long STORAGE_AGE_PROPERTY_DEFAULT = 10;
  public static final String DISK_SIZE_PROPERTY = "disksize";
  public static final long DISK_SIZE_PROPERTY_DEFAULT = 100_000_000;
  public static final String OCCUPANCY_PROPERTY = "occupancy";
  public static final double OCCUPANCY_PROPERTY_DEFAULT = 0.9;
  // the client's count properties (named here: the command line depends on this class, not back)
  private static final String RECORD_COUNT = "recordcount";
  private static final String OPERATION_COUNT = "operationcount";

  /** The properties this workload reads besides CoreWorkload's; docs/workloads.md and --help list them. */
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of(DISK_SIZE_PROPERTY, String.valueOf(DISK_SIZE_PROPERTY_DEFAULT),
          "Bytes the disk holds: recordcount = occupancy * disksize / (fieldcount * mean field length)."),
      of(OCCUPANCY_PROPERTY, String.valueOf(OCCUPANCY_PROPERTY_DEFAULT), "Share of the disk the records fill."),
      of(STORAGE_AGE_PROPERTY, String.valueOf(STORAGE_AGE_PROPERTY_DEFAULT),
          "operationcount = storageages * recordcount."));

  /** The counts the properties derive. */
  record Sizing(long records, long operations) {
  }

  @Override
  public void init(Properties p) throws WorkloadException {
    Sizing sizing;
    try {
      sizing = sizing(p);
      warnIfReplaced(new Props(p), sizing);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
    p.setProperty(RECORD_COUNT, Long.toString(sizing.records()));
    p.setProperty(INSERT_COUNT_PROPERTY, Long.toString(sizing.records()));
    p.setProperty(OPERATION_COUNT, Long.toString(sizing.operations()));
    super.init(p);
  }

  /** Upstream's arithmetic, operation for operation, so that both derive the same counts. */
  static Sizing sizing(Properties properties) throws WorkloadException {
    Props p = new Props(properties);
    long diskSize = p.longValue(DISK_SIZE_PROPERTY, DISK_SIZE_PROPERTY_DEFAULT, 1);
    long storageAges = p.longValue(STORAGE_AGE_PROPERTY, STORAGE_AGE_PROPERTY_DEFAULT, 0);
    double occupancy = p.doubleValue(OCCUPANCY_PROPERTY, OCCUPANCY_PROPERTY_DEFAULT, Double.MIN_VALUE, 1);
    double fieldLength = getFieldLengthGenerator(properties).mean();
    int fieldCount = p.intValue(FIELD_COUNT_PROPERTY, 10, 1);
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
  private static void warnIfReplaced(Props p, Sizing sizing) {
    if (differs(p, RECORD_COUNT, sizing.records())
        || differs(p, INSERT_COUNT_PROPERTY, sizing.records())
        || differs(p, OPERATION_COUNT, sizing.operations())) {
      System.err.println("[WARN] ConstantOccupancyWorkload derives recordcount=insertcount=" + sizing.records()
          + " from " + DISK_SIZE_PROPERTY + ", " + OCCUPANCY_PROPERTY + " and the field sizes, and operationcount="
          + sizing.operations() + " (" + STORAGE_AGE_PROPERTY + " x recordcount): the counts given are replaced");
    }
  }

  /** Whether {@code name} is set to another value than {@code derived}. */
  private static boolean differs(Props p, String name, long derived) {
    return p.has(name) && p.longValue(name, derived, 0) != derived;
  }

  private static String bytes(double length) {
    return length == Math.rint(length) ? Long.toString((long) length) : Double.toString(length);
  }
}
