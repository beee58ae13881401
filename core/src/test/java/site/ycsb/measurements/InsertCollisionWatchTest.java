package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;

/** A phase whose inserts meet keys already there (a second run without a reload) says so, once, in one line. */
class InsertCollisionWatchTest {
  private static final Status KEY_EXISTS = new Status("KEY_EXISTS", "The inserted record already exists.");

  /** Create-only inserts, as Aerospike's: a key that exists is KEY_EXISTS. */
  static final class CreateOnlyDB extends DB {
    private final Set<String> keys;

    CreateOnlyDB(Set<String> keys) {
      this.keys = keys;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return keys.contains(key) ? Status.OK : Status.NOT_FOUND;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return keys.add(key) ? Status.OK : KEY_EXISTS;
    }

    @Override
    public Status delete(String table, String key) {
      return keys.remove(key) ? Status.OK : Status.NOT_FOUND;
    }
  }

  private static String phase(Properties p, Set<String> keys) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Benchmark.builder(p).dbFactory(() -> new CreateOnlyDB(keys)).err(new PrintStream(err, true, StandardCharsets.UTF_8))
        .build().run();
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aSecondRunWithoutAReloadNamesTheCollisionAndBothFixesInOneLine() throws Exception {
    Set<String> keys = ConcurrentHashMap.newKeySet();
    Properties p = TestRuns.props("recordcount=100", "operationcount=400", "readproportion=0.5",
        "updateproportion=0", "insertproportion=0.5", "threadcount=2", "measurement.interval.seconds=60");
    p.setProperty("dotransactions", "false");
    assertThat(phase(p, keys)).as("a fresh load").doesNotContain("KEY_EXISTS");
    p.setProperty("dotransactions", "true");
    assertThat(phase(p, keys)).as("the first run inserts keys nobody inserted").doesNotContain("KEY_EXISTS");

    String second = phase(p, keys);
    assertThat(second.lines().filter(l -> l.contains("KEY_EXISTS"))).singleElement().asString()
        .startsWith("[WARN] run: ")
        .containsPattern("\\d+ of \\d+ inserts \\(\\d+\\.\\d%\\) in the first interval failed with KEY_EXISTS")
        .contains("from recordcount=100 + insertstart=0 upward", "earlier run", "reload",
            "set insertstart to at least the number of keys the earlier runs inserted",
            "docs/running.md#running-again-on-the-same-data");
  }

  @Test
  void aLoadOverAnEarlierLoadIsToldToDeleteTheDataFirst() throws Exception {
    Set<String> keys = ConcurrentHashMap.newKeySet();
    Properties p = TestRuns.props("recordcount=100", "threadcount=1", "dotransactions=false");
    phase(p, keys);
    assertThat(phase(p, keys)).contains("[WARN] load: 100 of 100 inserts (100.0%) in the first interval failed with"
        + " KEY_EXISTS", "delete the data before loading again");
  }

  @Test
  void aFewCollisionsAmongManyInsertsAreNoBurst() throws Exception {
    Set<String> keys = ConcurrentHashMap.newKeySet();
    for (int i = 0; i < 9; i++) {
      keys.add("user" + i); // 9 of the load's 1000 keys exist: fewer than 10, under 5%
    }
    Properties p = TestRuns.props("recordcount=1000", "threadcount=1", "dotransactions=false",
        "insertorder=ordered");
    assertThat(phase(p, keys)).doesNotContain("KEY_EXISTS");
  }
}
