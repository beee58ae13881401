package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

class GoodBadUglyDBTest {

  private static GoodBadUglyDB withDelays(String delays) {
    GoodBadUglyDB db = new GoodBadUglyDB();
    Properties p = new Properties();
    p.setProperty(GoodBadUglyDB.SIMULATE_DELAY, delays);
    db.setProperties(p);
    db.init();
    return db;
  }

  @Test
  void everyOperationSucceedsAfterAtLeastTheSmallestDelay() {
    GoodBadUglyDB db = withDelays("3000,3000,3000,3000");
    long start = System.nanoTime();
    assertThat(db.read("t", "k", null, new HashMap<>())).isEqualTo(Status.OK);
    assertThat(db.scan("t", "k", 3, null, new Vector<>())).isEqualTo(Status.OK);
    assertThat(db.update("t", "k", new HashMap<>())).isEqualTo(Status.OK);
    assertThat(db.insert("t", "k", new HashMap<>())).isEqualTo(Status.OK);
    assertThat(db.delete("t", "k")).isEqualTo(Status.OK);
    assertThat(System.nanoTime() - start).as("five operations of at least 3 ms").isGreaterThanOrEqualTo(15_000_000L);
  }

  @Test
  void badDelaysAreOneLineNamingTheProperty() {
    assertThatThrownBy(() -> withDelays("200,abc,1,2")).isInstanceOf(UsageException.class)
        .hasMessageContaining("gbudb.delays").hasMessageContaining("'abc'");
    assertThatThrownBy(() -> withDelays("200,1000")).isInstanceOf(UsageException.class)
        .hasMessageContaining("at least 4");
  }

  @Test
  void runsUnderItsUpstreamClassName() throws Exception {
    Properties p = TestRuns.props("db=site.ycsb.GoodBadUglyDB", "gbudb.delays=0,20000,20000,20000",
        "recordcount=10", "operationcount=400", "threadcount=2");
    RunResult r = Benchmark.builder(p).build().run();
    assertThat(r.statusCount("READ", "OK")).isEqualTo(r.count("READ")).isPositive();
    assertThat(r.operations()).isEqualTo(400);
  }
}
