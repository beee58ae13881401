package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimitedWarningTest {
  private final AtomicLong now = new AtomicLong(1_000);
  private final List<String> printed = new ArrayList<>();
  private final RateLimitedWarning warning = new RateLimitedWarning(Duration.ofNanos(100), now::get, printed::add);

  @Test
  void printsTheFirstWarningAndSwallowsTheRestOfTheInterval() {
    warning.warn(() -> "one");
    now.addAndGet(50);
    warning.warn(() -> "two");
    warning.warn(() -> "three");

    assertThat(printed).containsExactly("one");
  }

  @Test
  void theNextWarningAfterTheIntervalReportsHowManyWereSuppressed() {
    warning.warn(() -> "one");
    warning.warn(() -> "two");
    warning.warn(() -> "three");
    now.addAndGet(100);
    warning.warn(() -> "four");

    assertThat(printed).containsExactly("one", "four (2 similar warnings suppressed)");
  }

  @Test
  void aSuppressedMessageIsNeverBuilt() {
    AtomicInteger built = new AtomicInteger();
    warning.warn(() -> "one");

    warning.warn(() -> "two" + built.incrementAndGet());

    assertThat(built).hasValue(0);
  }
}
