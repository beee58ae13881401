package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;

/** client.count clients make one benchmark: each derives its share; together they cover it exactly. */
class ClientPartitionTest {

  private static Properties client(int count, int index, String... more) {
    Properties p = TestRuns.props(more);
    p.setProperty("client.count", Integer.toString(count));
    p.setProperty("client.index", Integer.toString(index));
    return p;
  }

  @ParameterizedTest(name = "{0} records over {1} clients")
  @CsvSource({"100, 3", "7, 3", "1000000007, 16", "5, 5", "3000000000, 7"})
  void theLoadRangesCoverEveryKeyExactlyOnce(long records, int clients) {
    long next = 0;
    long largest = 0;
    long smallest = Long.MAX_VALUE;
    for (int i = 0; i < clients; i++) {
      Properties eff = EffectiveProperties.of(client(clients, i, "recordcount=" + records));
      long start = Long.parseLong(eff.getProperty("insertstart"));
      long count = Long.parseLong(eff.getProperty("insertcount"));
      assertThat(start).as("client %d starts where %d ended", i, i - 1).isEqualTo(next);
      next = start + count;
      largest = Math.max(largest, count);
      smallest = Math.min(smallest, count);
    }
    assertThat(next).isEqualTo(records);
    assertThat(largest - smallest).as("the remainder is spread").isLessThanOrEqualTo(1);
  }

  @Test
  void operationsAndTargetAreSharedAndExplicitRangesWin() {
    long ops = 0;
    for (int i = 0; i < 3; i++) {
      Properties eff = EffectiveProperties.of(client(3, i, "recordcount=90", "operationcount=1000", "target=300"));
      ops += Long.parseLong(eff.getProperty("operationcount"));
      assertThat(Double.parseDouble(eff.getProperty("target"))).isEqualTo(100.0);
    }
    assertThat(ops).isEqualTo(1000);
    Properties explicit = EffectiveProperties.of(client(3, 1, "recordcount=90", "insertstart=5", "insertcount=10"));
    assertThat(explicit.getProperty("insertstart")).isEqualTo("5");
    assertThat(explicit.getProperty("insertcount")).isEqualTo("10");
    Properties single = EffectiveProperties.of(TestRuns.props("recordcount=90", "target=300"));
    assertThat(single.getProperty("target")).as("one client keeps upstream's meaning").isEqualTo("300");
    assertThat(single.getProperty("insertstart")).isNull();
  }

  @Test
  void theUsersPropertiesAreNotChanged() {
    Properties user = client(3, 2, "recordcount=90");
    EffectiveProperties.of(user);
    assertThat(user.getProperty("insertstart")).isNull();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "index past the count | client.count=3 | client.index=3 | client.index=3: expected 0 to client.count - 1 = 2",
      "negative count | client.count=-1 | client.index=0 | client.count=-1",
      "unparsable start | start.at=tomorrow | client.index=0 | start.at=tomorrow: expected an ISO-8601 instant"})
  void badPartitionSettingsAreOneLineUsageErrors(String what, String a, String b, String expected) {
    Properties p = TestRuns.props("recordcount=10", "operationcount=10", a, b);
    assertThatThrownBy(() -> TestRuns.run(p, BasicDB::new)).isInstanceOf(UsageException.class)
        .hasMessageContaining(expected);
  }

  /** Remembers every key inserted through any of its instances; counts a second insert of a key. */
  static final class InsertLedger {
    final Set<String> keys = ConcurrentHashMap.newKeySet();
    final AtomicInteger duplicates = new AtomicInteger();

    BindingFactory factory() {
      return () -> new BasicDB() {
        @Override
        public Status insert(String table, String key, Map<String, ByteIterator> values) {
          if (!keys.add(key)) {
            duplicates.incrementAndGet();
          }
          return Status.OK;
        }

        @Override
        public Status read(String table, String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
          return keys.contains(key) ? Status.OK : Status.NOT_FOUND;
        }
      };
    }
  }

  @Test
  void threeClientsLoadEveryRecordOnceAndTheirRunPhaseInsertsNeverCollide() throws Exception {
    InsertLedger ledger = new InsertLedger();
    long runInserts = 0;
    for (int i = 0; i < 3; i++) {
      Properties p = client(3, i, "recordcount=1000", "dotransactions=false", "basicdb.verbose=false");
      TestRuns.run(p, ledger.factory());
    }
    assertThat(ledger.keys).hasSize(1000);
    for (int i = 0; i < 3; i++) {
      Properties p = client(3, i, "recordcount=1000", "operationcount=3000", "readproportion=0.5",
          "updateproportion=0", "insertproportion=0.5", "requestdistribution=uniform-growing", "basicdb.verbose=false");
      RunResult r = TestRuns.run(p, ledger.factory());
      runInserts += r.statusCount("INSERT", "OK");
      assertThat(r.statusCount("READ", "NOT_FOUND")).as("reads find only keys that exist").isZero();
    }
    assertThat(ledger.duplicates.get()).isZero();
    assertThat(ledger.keys).hasSize((int) (1000 + runInserts));
  }

  @Test
  void aStartTimeInThePastStartsAtOnceWithAWarningAndOneInTheFutureIsWaitedFor() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Properties past = TestRuns.props("recordcount=10", "operationcount=10", "basicdb.verbose=false",
        "start.at=2020-01-01T00:00:00Z");
    Benchmark.builder(past).dbFactory(BasicDB::new).err(new PrintStream(err, true, StandardCharsets.UTF_8)).build().run();
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("start.at=2020-01-01T00:00:00Z is already")
        .contains("starting now");

    long startAt = System.currentTimeMillis() + 1500;
    Properties future = TestRuns.props("recordcount=10", "operationcount=10", "basicdb.verbose=false",
        "start.at=" + startAt, "hdrhistogram.fileoutput=false");
    java.util.concurrent.atomic.AtomicLong firstOperation = new java.util.concurrent.atomic.AtomicLong(Long.MAX_VALUE);
    TestRuns.run(future, () -> new BasicDB() {
      @Override
      public Status read(String table, String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
        firstOperation.accumulateAndGet(System.currentTimeMillis(), Math::min);
        return Status.OK;
      }

      @Override
      public Status update(String table, String key, Map<String, ByteIterator> values) {
        firstOperation.accumulateAndGet(System.currentTimeMillis(), Math::min);
        return Status.OK;
      }
    });
    assertThat(firstOperation.get()).as("no operation before start.at").isGreaterThanOrEqualTo(startAt);
  }
}
