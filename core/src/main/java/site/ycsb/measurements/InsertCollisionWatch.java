package site.ycsb.measurements;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Says, once, when a phase's inserts meet keys that are already there: in its first log interval a
 * share of the inserts fail with the database's "key exists" status ({@code KEY_EXISTS} from
 * Aerospike, {@code ALREADY_EXISTS} from CQL with lightweight transactions). A run phase inserts
 * from {@code recordcount} upward, so a second run on the same data meets the first run's inserts;
 * a load meets an earlier load's records. Read from the interval the reporter already drained, off
 * the client threads.
 */
public final class InsertCollisionWatch implements IntervalListener {
  /** The statuses of an insert whose key exists. */
  static final String[] KEY_EXISTS = {"KEY_EXISTS", "ALREADY_EXISTS"};
  /** A burst, not the odd retry of an insert the server had applied: this share of the inserts, and this many. */
  static final double MIN_SHARE = 0.05;
  static final long MIN_COUNT = 10;

  private final PrintStream err;
  private LogHeader header;
  private boolean judged;

  public InsertCollisionWatch(PrintStream err) {
    this.err = err;
  }

  @Override
  public void started(LogHeader header, long startEpochMs) {
    this.header = header;
  }

  @Override
  public void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean warmup) {
    if (judged) {
      return;
    }
    StatusCounts inserts = interval.statuses(Op.INSERT);
    if (inserts.total() == 0) {
      return; // the first interval with inserts is the one to judge
    }
    judged = true;
    long exists = 0;
    String status = KEY_EXISTS[0];
    for (String name : KEY_EXISTS) {
      long n = inserts.count(name);
      if (n > exists) {
        status = name;
      }
      exists += n;
    }
    if (exists >= MIN_COUNT && exists >= MIN_SHARE * inserts.total()) {
      err.println(message(exists, inserts.total(), status));
    }
  }

  private String message(long exists, long inserts, String status) {
    String phase = header == null ? "run" : header.facts().phase();
    String head = String.format(Locale.ROOT, "[WARN] %s: %d of %d inserts (%.1f%%) in the first interval failed with"
        + " %s: ", phase, exists, inserts, 100.0 * exists / inserts, status);
    if ("load".equals(phase)) {
      return head + "the keys this load inserts (from insertstart=" + value("insertstart") + ") are already in the"
          + " database, from an earlier load; delete the data before loading again, or load another range"
          + " (insertstart, insertcount) or table (docs/running.md#running-again-on-the-same-data)";
    }
    return head + "the keys this run inserts (from recordcount=" + value("recordcount") + " + insertstart="
        + value("insertstart") + " upward) are already in the database, most likely inserted by an earlier run on"
        + " the same data; reload (delete the data and load again) before each run, or set insertstart to at least"
        + " the number of keys the earlier runs inserted (docs/running.md#running-again-on-the-same-data)";
  }

  /** A property's value as the phase ran with it (0 when not set). */
  private String value(String property) {
    return header == null ? "0" : header.properties().getOrDefault(property, "0").trim();
  }
}
