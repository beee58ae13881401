package site.ycsb.options;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.UsageException;

/** The options of the databases that do nothing but wait: {@code basic} (BasicDB, BasicTSDB) and GoodBadUglyDB. */
public final class BasicOptions {
  public static final Option<Boolean> VERBOSE = Option.flag("basicdb.verbose", true)
      .describe("Print every operation (slow; set false to measure the client).");
  public static final Option<Integer> SIMULATE_DELAY = Option.integer("basicdb.simulatedelay", 0, 0).unit("ms")
      .describe("Delay each operation by up to this many milliseconds.");
  public static final Option<Boolean> RANDOMIZE_DELAY = Option.flag("basicdb.randomizedelay", true)
      .describe("Randomize the delay between 0 and basicdb.simulatedelay.");
  public static final Option<Boolean> COUNT = Option.flag("basicdb.count", false)
      .describe("Count operations per thread and print the counts at cleanup.");

  /** The {@code basic} binding's options, in the order its page lists them. */
  public static final List<Option<?>> BASIC = List.of(VERBOSE, SIMULATE_DELAY, RANDOMIZE_DELAY, COUNT);

  private static final String DELAYS = "200,1000,10000,50000,100000";
  public static final Option<List<Long>> GBU_DELAYS = Option.custom("gbudb.delays", OptionType.LIST,
      delays("gbudb.delays", DELAYS), DELAYS, (p, n, d) -> p.has(n) ? delays(n, p.string(n, DELAYS)) : d).unit("us")
      .describe("GoodBadUglyDB's delays in microseconds: of 90%, 9%, 0.99% and 0.01% of the operations.");

  private BasicOptions() {
  }

  /** At least four whole numbers of microseconds >= 0; the first four are used. */
  private static List<Long> delays(String name, String spec) {
    String[] parts = spec.split(",");
    if (parts.length < 4) {
      throw new UsageException(name + "=" + spec + ": expected at least 4 comma-separated delays in microseconds");
    }
    List<Long> delays = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      long delay;
      try {
        delay = Long.parseLong(parts[i].trim());
      } catch (NumberFormatException e) {
        delay = -1;
      }
      if (delay < 0) {
        throw new UsageException(name + "=" + spec + ": '" + parts[i].trim()
            + "' is not a whole number of microseconds >= 0");
      }
      delays.add(delay);
    }
    return List.copyOf(delays);
  }
}
