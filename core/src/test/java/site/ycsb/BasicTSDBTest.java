package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** BasicTSDB: the data points printed decoded, and distinct timestamps and series counted per instance. */
class BasicTSDBTest {

  private static BasicTSDB db(String verbose, String count) {
    Properties p = new Properties();
    p.setProperty("basicdb.verbose", verbose);
    p.setProperty("basicdb.count", count);
    BasicTSDB db = new BasicTSDB();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static Map<String, ByteIterator> point(String tag, long ts, Number value) {
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("AA", new StringByteIterator(tag));
    m.put("YCSBTS", new NumericByteIterator(ts));
    m.put("YCSBV", value instanceof Double d ? new NumericByteIterator(d) : new NumericByteIterator(value.longValue()));
    return m;
  }

  private static String stdout(Runnable r) {
    PrintStream old = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      r.run();
    } finally {
      System.setOut(old);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void verboseWritesShowTheTimestampAndValueAsNumbers() {
    BasicTSDB db = db("true", "false");
    String out = stdout(() -> db.insert("usertable", "cpu", point("x", 1000, 2.5)));
    assertThat(out).isEqualTo("INSERT usertable cpu [AA=x YCSBTS=1000 YCSBV=2.5]" + System.lineSeparator());
  }

  @Test
  void countingReportsThisThreadsDistinctTimestampsAndSeriesAtCleanup() {
    BasicTSDB db = db("false", "true");
    String out = stdout(() -> {
      for (long ts = 1000; ts < 1180; ts += 60) {
        db.insert("usertable", "cpu", point("x", ts, 1.5));
        db.insert("usertable", "cpu", point("y", ts, 7L));
      }
      db.update("usertable", "cpu", point("y", 1000, 8L));
      db.read("usertable", "cpu", Set.of("AA=x", "YCSBTS=2000,2600"), new HashMap<>());
      db.cleanup();
    });
    assertThat(out).isEqualTo("[BasicTSDB] on this thread: operations 8, unique timestamps 4 (min 1000, max 2000),"
        + " unique float series 1, unique integer series 1" + System.lineSeparator());
  }

  @Test
  void withoutCountingCleanupPrintsNothing() {
    BasicTSDB db = db("false", "false");
    assertThat(stdout(() -> {
      db.insert("usertable", "cpu", point("x", 1, 1L));
      db.cleanup();
    })).isEmpty();
  }
}
