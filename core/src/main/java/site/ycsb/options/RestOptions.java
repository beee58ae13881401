package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.UsageException;

/**
 * RestWorkload's options besides CoreWorkload's proportions and distributions, with upstream's
 * names and defaults: per kind of operation (read, insert, update, delete) a trace file of URLs, how
 * many of its URLs to read and the Zipfian constant that picks them.
 */
public final class RestOptions {

  /** The options of one kind of operation's trace. */
  public record Trace(Option<String> file, Option<Integer> records, Option<Double> zipfConstant) {
  }

  public static final Trace READ = trace("read", "reads replay, one per line",
      "Zipfian constant of the read URLs (requestdistribution=zipfian).");
  public static final Trace INSERT = trace("insert", "inserts replay", "Zipfian constant of the insert URLs.");
  public static final Trace UPDATE = trace("update", "updates replay", "Zipfian constant of the update URLs.");
  public static final Trace DELETE = trace("delete", "deletes replay", "Zipfian constant of the delete URLs.");
  public static final Option<Double> INSERT_SIZE_ZIPF_CONSTANT = zipfConstant("insertsizezipfconstant")
      .describe("Zipfian constant of the value sizes, 1 to fieldlength bytes (fieldlengthdistribution=zipfian).");

  public static final OptionGroup GROUP = new OptionGroup(
      "RestWorkload properties (workload=site.ycsb.workloads.RestWorkload, with CoreWorkload's proportions"
          + " and requestdistribution)", "workloads.md",
      List.of(READ.file(), INSERT.file(), UPDATE.file(), DELETE.file(), READ.records(), INSERT.records(),
          UPDATE.records(), DELETE.records(), READ.zipfConstant(), INSERT.zipfConstant(), UPDATE.zipfConstant(),
          DELETE.zipfConstant(), INSERT_SIZE_ZIPF_CONSTANT));

  private RestOptions() {
  }

  private static Trace trace(String kind, String replayedBy, String zipf) {
    return new Trace(
        Option.text("url.trace." + kind, kind + "trace.txt").describe("Trace file of the URLs " + replayedBy + "."),
        Option.integer(kind + "recordcount", Integer.MAX_VALUE, 0)
            .describe("Read at most this many URLs of url.trace." + kind + "."),
        zipfConstant(kind + "zipfconstant").describe(zipf));
  }

  /** A Zipfian constant, strictly between 0 and 1. */
  private static Option<Double> zipfConstant(String name) {
    Option<Double> number = Option.decimal(name, "0.99", 0, 1);
    return Option.custom(name, OptionType.DOUBLE, number.defaultValue(), number.defaultText(), (p, n, d) -> {
      double c = number.read(p);
      if (c <= 0 || c >= 1) {
        throw new UsageException(n + "=" + c + ": expected a number above 0 and below 1");
      }
      return c;
    });
  }
}
