package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RefCountedRegistryTest {
  private final List<String> closed = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger opened = new AtomicInteger();
  private final RefCountedRegistry<String, String> registry = new RefCountedRegistry<>(closed::add);

  private String open(String key) {
    return key + "#" + opened.incrementAndGet();
  }

  @Test
  void allHoldersShareOneResourceAndOnlyTheLastReleaseClosesIt() {
    String first = registry.acquire("k", this::open);
    String second = registry.acquire("k", this::open);
    assertThat(second).isSameAs(first);
    assertThat(opened).hasValue(1);
    registry.release("k");
    assertThat(closed).isEmpty();
    assertThat(registry.references("k")).isEqualTo(1);
    registry.release("k");
    assertThat(closed).containsExactly("k#1");
    assertThat(registry.references("k")).isZero();
  }

  @Test
  void aRunAfterTheLastReleaseOpensAFreshResource() {
    registry.acquire("k", this::open);
    registry.release("k");
    String again = registry.acquire("k", this::open);
    assertThat(again).isEqualTo("k#2");
    registry.release("k");
    assertThat(closed).containsExactly("k#1", "k#2");
  }

  @Test
  void differentKeysGetDifferentResources() {
    assertThat(registry.acquire("a", this::open)).isEqualTo("a#1");
    assertThat(registry.acquire("b", this::open)).isEqualTo("b#2");
    registry.release("a");
    assertThat(closed).containsExactly("a#1");
    assertThat(registry.references("b")).isEqualTo(1);
  }

  @Test
  void aFailedOpenIsNotCountedAndTheNextAcquireRetries() {
    assertThatThrownBy(() -> registry.acquire("k", k -> {
      throw new IOException("down");
    })).isInstanceOf(IOException.class);
    assertThat(registry.references("k")).isZero();
    assertThat(registry.acquire("k", this::open)).isEqualTo("k#1");
  }

  @Test
  void releaseWithoutAcquireIsRejected() {
    assertThatThrownBy(() -> registry.release("k")).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void concurrentFirstAcquiresOpenOnce() throws Exception {
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<String>> results = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      results.add(pool.submit(() -> {
        start.await();
        return registry.acquire("k", k -> {
          Thread.sleep(20); // widen the race window
          return open(k);
        });
      }));
    }
    start.countDown();
    for (Future<String> r : results) {
      assertThat(r.get(10, TimeUnit.SECONDS)).isEqualTo("k#1");
    }
    pool.shutdown();
    assertThat(opened).hasValue(1);
    assertThat(registry.references("k")).isEqualTo(threads);
  }
}
