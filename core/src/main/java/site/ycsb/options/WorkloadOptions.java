package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;

/**
 * CoreWorkload's options, with upstream's names and defaults; TimeSeriesWorkload, RestWorkload and
 * ConstantOccupancyWorkload read the ones they share with it from here too.
 */
public final class WorkloadOptions {
  public static final Option<String> TABLE = Option.text("table", "usertable")
      .describe("Table (or set) name.");
  public static final Option<Integer> FIELD_COUNT = Option.integer("fieldcount", 10, 1)
      .describe("Fields per record.");
  public static final Option<String> FIELD_NAME_PREFIX = Option.text("fieldnameprefix", "field")
      .describe("Field names are this prefix plus 0..fieldcount-1.");
  public static final Option<Integer> FIELD_LENGTH = Option.integer("fieldlength", 100, 1).unit("bytes")
      .describe("Field length in bytes: the most (uniform, zipfian), the median (lognormal), the least (pareto).");
  public static final Option<Integer> MIN_FIELD_LENGTH = Option.integer("minfieldlength", 1, 1).unit("bytes")
      .describe("Minimum field length for uniform, zipfian and lognormal field lengths.");
  public static final Option<String> FIELD_LENGTH_DISTRIBUTION = Option.choice("fieldlengthdistribution", "constant",
      "constant", "uniform", "zipfian", "histogram", "lognormal", "pareto")
      .describe("constant, uniform, zipfian, histogram, lognormal (median fieldlength) or pareto (scale fieldlength).");
  public static final Option<Double> FIELD_LENGTH_SIGMA = Option.number("fieldlength.sigma", 1.0, 0.001, 10)
      .describe("lognormal: standard deviation of ln(length); the mean is fieldlength * exp(sigma^2/2).");
  public static final Option<Double> FIELD_LENGTH_SHAPE = Option.number("fieldlength.shape", 1.5, 0.1, 100)
      .describe("pareto: tail index; P(length > x) = (fieldlength/x)^shape, the mean shape*fieldlength/(shape-1).");
  public static final Option<Integer> MAX_FIELD_LENGTH = Option.integer("maxfieldlength", 1 << 20, 1).unit("bytes")
      .describe("lognormal and pareto: the longest field (longer draws are cut to it).");
  public static final Option<String> FIELD_LENGTH_HISTOGRAM = Option.text("fieldlengthhistogram", "hist.txt")
      .describe("Histogram file for fieldlengthdistribution=histogram.");
  public static final Option<Boolean> READ_ALL_FIELDS = Option.flag("readallfields", true)
      .describe("Reads fetch all fields (true) or one random field (false).");
  public static final Option<Boolean> READ_ALL_FIELDS_BY_NAME = Option.flag("readallfieldsbyname", false)
      .describe("With readallfields, name every field instead of asking for all.");
  public static final Option<Boolean> WRITE_ALL_FIELDS = Option.flag("writeallfields", false)
      .describe("Updates write all fields (true) or one random field (false).");
  public static final Option<Boolean> DATA_INTEGRITY = Option.flag("dataintegrity", false)
      .describe("Write deterministic values and verify them on read (VERIFY metric).");
  public static final Option<Boolean> VALIDATION = Option.flag("validation", false)
      .describe("Validated reads: values carry key, field, version and a CRC32C; every read is judged against"
          + " this client's ledger of acknowledged writes, written beside the interval log (docs/validation.md).");

  public static final Option<Double> READ_PROPORTION = Option.decimal("readproportion", "0.95", 0, 1)
      .describe("Share of READ operations.");
  public static final Option<Double> UPDATE_PROPORTION = Option.decimal("updateproportion", "0.05", 0, 1)
      .describe("Share of UPDATE operations.");
  public static final Option<Double> INSERT_PROPORTION = Option.decimal("insertproportion", "0.0", 0, 1)
      .describe("Share of INSERT operations (new keys after this client's load range).");
  public static final Option<Double> SCAN_PROPORTION = Option.decimal("scanproportion", "0.0", 0, 1)
      .describe("Share of SCAN operations.");
  public static final Option<Double> READ_MODIFY_WRITE_PROPORTION = Option.decimal("readmodifywriteproportion",
      "0.0", 0, 1).describe("Share of READ-MODIFY-WRITE operations.");
  public static final Option<Double> DELETE_PROPORTION = Option.decimal("deleteproportion", "0.0", 0, 1)
      .describe("Share of DELETE operations; a delete picks its key like a read.");

  /** Read as text: each workload checks it against the distributions it offers (with its own one-line error). */
  public static final Option<String> REQUEST_DISTRIBUTION = Option.text("requestdistribution", "uniform")
      .describe("uniform, uniform-growing, zipfian, latest, hotspot, sequential or exponential.");
  public static final Option<Integer> ZERO_PADDING = Option.integer("zeropadding", 1, 1)
      .describe("Key numbers are left-padded with zeros to this many digits.");
  public static final Option<String> INSERT_ORDER = Option.choice("insertorder", "hashed", "hashed", "ordered")
      .describe("hashed (keys are FNV-64 hashes of the key number) or ordered.");
  public static final Option<Long> MIN_SCAN_LENGTH = Option.count("minscanlength", 1L, 1)
      .describe("Shortest scan.");
  public static final Option<Long> MAX_SCAN_LENGTH = Option.count("maxscanlength", 1000L, 1)
      .describe("Longest scan.");
  public static final Option<String> SCAN_LENGTH_DISTRIBUTION = Option.choice("scanlengthdistribution", "uniform",
      "uniform", "zipfian").describe("uniform or zipfian.");
  public static final Option<Double> HOTSPOT_DATA_FRACTION = Option.decimal("hotspotdatafraction", "0.2", 0, 1)
      .describe("Hotspot: fraction of keys in the hot set.");
  public static final Option<Double> HOTSPOT_OPN_FRACTION = Option.decimal("hotspotopnfraction", "0.8", 0, 1)
      .describe("Hotspot: fraction of operations on the hot set.");
  public static final Option<String> HOTSPOT_MOVE = Option.text("hotspot.move", null)
      .describe("Hotspot: the hot set moves through the key space: a period (60s: it steps on by hotspot.move.step"
          + " every period, wrapping) or a schedule of time:start points (0s:0,1h:0.25,2h:0.5, starts as shares of"
          + " the key space); 0 or none: it stays (see workloads.md).");
  public static final Option<Double> HOTSPOT_MOVE_STEP = Option.number("hotspot.move.step", null, 0, 1,
      "a share of the key space").defaultShown("hotspotdatafraction")
      .describe("Hotspot: the share of the key space a periodic hotspot.move steps on by (default: the hot set's"
          + " own size, so successive hot sets do not overlap).");
  public static final Option<Double> EXPONENTIAL_PERCENTILE = Option.number("exponential.percentile", 95.0,
      Double.MIN_VALUE, 99.999999)
      .describe("Exponential: percentage of draws within exponential.frac of the keys.");
  public static final Option<Double> EXPONENTIAL_FRAC = Option.number("exponential.frac", 0.8571428571,
      Double.MIN_VALUE, 1).describe("Exponential: fraction of the keys holding exponential.percentile.");
  public static final Option<Integer> INSERTION_RETRY_LIMIT = Option.integer("core_workload_insertion_retry_limit", 0,
      0).describe("Retries of a failed insert.");
  public static final Option<Integer> INSERTION_RETRY_INTERVAL = Option.integer(
      "core_workload_insertion_retry_interval", 3, 0).unit("s").describe("Seconds between insert retries (+/-20%).");

  public static final Option<Integer> TTL = Option.integer("ttl", 0, 0).unit("s")
      .describe("Time to live of inserted and updated records (0: they never expire); the most for uniform.");
  public static final Option<Integer> TTL_MIN = Option.integer("ttl.min", 1, 1).unit("s")
      .describe("The least time to live for ttldistribution=uniform.");
  public static final Option<String> TTL_DISTRIBUTION = Option.choice("ttldistribution", "constant", "constant",
      "uniform", "histogram").describe("constant (ttl), uniform (ttl.min..ttl) or histogram (ttlhistogram).");
  public static final Option<String> TTL_HISTOGRAM = Option.text("ttlhistogram", "ttlhist.txt")
      .describe("Histogram file of times to live (seconds) for ttldistribution=histogram, as fieldlengthhistogram.");

  /** The proportions, in the order of upstream's operation chooser. */
  public static final List<Option<Double>> PROPORTIONS = List.of(READ_PROPORTION, UPDATE_PROPORTION,
      INSERT_PROPORTION, SCAN_PROPORTION, READ_MODIFY_WRITE_PROPORTION, DELETE_PROPORTION);

  /**
   * docs/workloads.md's table: CoreWorkload's options, then the engine's counts it reads (the same
   * declarations as the engine's table, listed again here).
   */
  public static final OptionGroup GROUP = new OptionGroup(
      "CoreWorkload properties (workload=site.ycsb.workloads.CoreWorkload)", "workloads.md", List.of(TABLE,
      FIELD_COUNT, FIELD_NAME_PREFIX, FIELD_LENGTH, MIN_FIELD_LENGTH, FIELD_LENGTH_DISTRIBUTION, FIELD_LENGTH_HISTOGRAM,
      FIELD_LENGTH_SIGMA, FIELD_LENGTH_SHAPE, MAX_FIELD_LENGTH,
      READ_ALL_FIELDS, READ_ALL_FIELDS_BY_NAME, WRITE_ALL_FIELDS, DATA_INTEGRITY, VALIDATION, READ_PROPORTION,
      UPDATE_PROPORTION,
      INSERT_PROPORTION, SCAN_PROPORTION, READ_MODIFY_WRITE_PROPORTION, DELETE_PROPORTION, REQUEST_DISTRIBUTION,
      ZERO_PADDING, INSERT_ORDER, MIN_SCAN_LENGTH, MAX_SCAN_LENGTH, SCAN_LENGTH_DISTRIBUTION, HOTSPOT_DATA_FRACTION,
      HOTSPOT_OPN_FRACTION, HOTSPOT_MOVE, HOTSPOT_MOVE_STEP,
      EXPONENTIAL_PERCENTILE, EXPONENTIAL_FRAC, INSERTION_RETRY_LIMIT, INSERTION_RETRY_INTERVAL,
      TTL, TTL_MIN, TTL_DISTRIBUTION, TTL_HISTOGRAM, RunOptions.INSERT_START, RunOptions.INSERT_COUNT,
      RunOptions.RECORD_COUNT, RunOptions.OPERATION_COUNT));

  private WorkloadOptions() {
  }
}
