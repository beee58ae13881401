package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class AcknowledgedCounterTest {

  @Test
  void prefixAdvancesOnlyOverContiguousAcknowledgements() {
    AcknowledgedCounter c = new AcknowledgedCounter(8);
    long a = c.next();
    long b = c.next();
    long d = c.next();
    c.acknowledge(b);
    assertThat(c.acknowledgedCount()).isZero();
    c.acknowledge(a);
    assertThat(c.acknowledgedCount()).isEqualTo(2);
    c.acknowledge(d);
    assertThat(c.acknowledgedCount()).isEqualTo(3);
  }

  @Test
  @Timeout(60)
  void manyThreadsAcknowledgingOutOfOrderEndWithEverythingAcknowledged() throws Exception {
    AcknowledgedCounter c = new AcknowledgedCounter(1 << 10);
    int threads = 8;
    int each = 50_000;
    List<Thread> ts = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      ts.add(new Thread(() -> {
        for (int i = 0; i < each; i++) {
          long n = c.next();
          // like a workload: the insert takes a while (one in ten is slow), then it is acknowledged,
          // so other threads' later inserts often complete first
          if (ThreadLocalRandom.current().nextInt(10) == 0) {
            long until = System.nanoTime() + ThreadLocalRandom.current().nextInt(50_000);
            while (System.nanoTime() < until) {
              Thread.onSpinWait();
            }
          }
          c.acknowledge(n);
          assertThat(c.acknowledgedCount()).isLessThanOrEqualTo(c.issuedCount());
        }
      }));
    }
    ts.forEach(Thread::start);
    for (Thread t : ts) {
      t.join();
    }
    assertThat(c.acknowledgedCount()).isEqualTo((long) threads * each);
  }

  @Test
  @Timeout(30)
  void aStuckInsertBoundsMemoryByMakingIssuersWaitAtTheWindow() throws Exception {
    AcknowledgedCounter c = new AcknowledgedCounter(8);
    long stuck = c.next();
    for (int i = 1; i < 8; i++) {
      c.acknowledge(c.next());
    }
    CompletableFuture<Long> ninth = CompletableFuture.supplyAsync(c::next);
    try {
      ninth.get(300, TimeUnit.MILLISECONDS);
      throw new AssertionError("next() should wait while the window is full");
    } catch (TimeoutException expected) {
      // waiting, as it should
    }
    c.acknowledge(stuck);
    assertThat(ninth.get(10, TimeUnit.SECONDS)).isEqualTo(8);
    assertThat(c.acknowledgedCount()).isEqualTo(8);
  }
}
