package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;

/** One client per JVM: opened by the first init, closed by the last cleanup, reopened by a later run. */
class AerospikeSharedClientLifecycleTest {
  private static final int THREADS = 16;

  @Test
  void sixteenThreadsInitialisingAndCleaningUpConcurrentlyShareExactlyOneClient() throws Exception {
    AerospikeBindingFixture fixture = new AerospikeBindingFixture();

    runBenchmark(fixture);

    InMemoryAerospikeClientTestDouble client = fixture.factory.single();
    assertThat(client.closeCount()).isEqualTo(1);
    assertThat(client.commands("put")).hasSize(THREADS);
    assertThat(fixture.holder.users()).isZero();
  }

  @Test
  void aSecondBenchmarkInTheSameJvmOpensAFreshClient() throws Exception {
    AerospikeBindingFixture fixture = new AerospikeBindingFixture();

    runBenchmark(fixture);
    runBenchmark(fixture);

    assertThat(fixture.factory.opened()).hasSize(2);
    assertThat(fixture.factory.opened()).allSatisfy(c -> assertThat(c.closeCount()).isEqualTo(1));
  }

  @Test
  void theClientStaysOpenUntilTheLastInstanceCleansUp() throws Exception {
    AerospikeBindingFixture fixture = new AerospikeBindingFixture();
    AerospikeClient first = fixture.create();
    AerospikeClient second = fixture.create();
    first.init();
    second.init();

    first.cleanup();
    assertThat(fixture.factory.single().closeCount()).isZero();
    assertThat(second.read("t", "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);

    second.cleanup();
    assertThat(fixture.factory.single().closeCount()).isEqualTo(1);
  }

  @Test
  void cleanupTwiceReleasesOnlyOnce() throws Exception {
    AerospikeBindingFixture fixture = new AerospikeBindingFixture();
    AerospikeClient first = fixture.create();
    AerospikeClient second = fixture.create();
    first.init();
    second.init();

    first.cleanup();
    first.cleanup();

    assertThat(fixture.holder.users()).isEqualTo(1);
    assertThat(fixture.factory.single().closeCount()).isZero();
    second.cleanup();
  }

  /** THREADS bindings init together, each writes once, and all clean up together. */
  private static void runBenchmark(AerospikeBindingFixture fixture) throws Exception {
    CyclicBarrier allInitialised = new CyclicBarrier(THREADS);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Status>> results = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        String key = "user" + t;
        results.add(pool.submit(() -> {
          AerospikeClient db = fixture.create();
          db.init();
          Map<String, ByteIterator> values = Map.of("field0", new StringByteIterator(key));
          Status status = db.insert("usertable", key, values);
          allInitialised.await(10, TimeUnit.SECONDS); // no cleanup before every thread holds the client
          db.cleanup();
          return status;
        }));
      }
      for (Future<Status> result : results) {
        assertThat(result.get(30, TimeUnit.SECONDS)).isEqualTo(Status.OK);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
