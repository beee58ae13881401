package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

class RateLimitedWarningsTest {
  private final AtomicLong now = new AtomicLong(1_000);
  private final List<String> warned = new ArrayList<>();
  private final RateLimitedWarnings warnings =
      new RateLimitedWarnings(TimeUnit.SECONDS.toNanos(10), now::get, warned::add);

  private void advanceSeconds(long s) {
    now.addAndGet(TimeUnit.SECONDS.toNanos(s));
  }

  @Test
  void firstFailureWarnsAtOnceWithTheErrorsFirstLine() {
    warnings.failed(CqlErrorStatus.TIMEOUT, new IllegalStateException("line one\nline two"));
    assertThat(warned).containsExactly("TIMEOUT: 1 operation failed; latest: IllegalStateException: line one");
  }

  @Test
  void repeatsWithinTheIntervalAreCountedNotPrinted() {
    for (int i = 0; i < 5; i++) {
      warnings.failed(Status.ERROR, new RuntimeException("e" + i));
      advanceSeconds(1);
    }
    assertThat(warned).hasSize(1);
    advanceSeconds(6); // 11 s after the first warning
    warnings.failed(Status.ERROR, new RuntimeException("e5"));
    assertThat(warned).hasSize(2);
    assertThat(warned.get(1)).isEqualTo("ERROR: 5 operations failed since the last warning; latest: RuntimeException: e5");
  }

  @Test
  void eachStatusHasItsOwnWindow() {
    warnings.failed(Status.ERROR, new RuntimeException("a"));
    warnings.failed(CqlErrorStatus.UNAVAILABLE, new RuntimeException("b"));
    warnings.failed(Status.ERROR, new RuntimeException("c"));
    assertThat(warned).hasSize(2);
    assertThat(warned.get(1)).startsWith("UNAVAILABLE: 1 operation failed");
  }
}
