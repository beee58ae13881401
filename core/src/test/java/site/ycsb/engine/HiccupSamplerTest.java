package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The hiccup sampler on a fake clock: a stall shows as the time it woke late, nothing else does. */
class HiccupSamplerTest {
  private final AtomicLong now = new AtomicLong();
  private long stallNanos;
  private int wakes;
  private final HiccupSampler sampler = new HiccupSampler(now::get, nanos -> {
    now.addAndGet(nanos + stallNanos);
    stallNanos = 0;
  }, () -> wakes++);

  @Test
  void sleepsOnTimeRecordNoHiccup() {
    for (int i = 0; i < 100; i++) {
      sampler.sampleOnce();
    }
    Histogram h = sampler.interval(null);
    assertThat(h.getTotalCount()).isEqualTo(100);
    assertThat(h.getMaxValue()).isZero();
    assertThat(wakes).isEqualTo(100);
  }

  @Test
  void aStalledThreadShowsAHiccupOfTheStallsLength() {
    for (int i = 0; i < 99; i++) {
      sampler.sampleOnce();
    }
    stallNanos = 50_000_000; // the JVM stopped for 50 ms during one sleep
    sampler.sampleOnce();
    Histogram h = sampler.interval(null);
    assertThat(h.getTotalCount()).isEqualTo(100);
    assertThat(h.getMaxValue()).isBetween(49_950L, 50_050L);
    assertThat(h.getValueAtPercentile(99)).isZero();
    // the next interval starts empty
    assertThat(sampler.interval(null).getTotalCount()).isZero();
  }

  @Test
  void aWakeThatRunsOutOfMemoryLosesThatSampleAndTheThreadGoesOn() throws Exception {
    // the heap nearly exhausted: any allocation on the sampler's thread may throw; an uncaught one
    // would end the thread with a trace the JVM prints (or fails to print) beside the report
    AtomicInteger wokeAfter = new AtomicInteger();
    AtomicInteger thrown = new AtomicInteger();
    HiccupSampler real = new HiccupSampler(System::nanoTime, LockSupport::parkNanos, () -> {
      if (thrown.get() < 5) {
        thrown.incrementAndGet();
        throw new OutOfMemoryError("Java heap space");
      }
      wokeAfter.incrementAndGet();
    });
    real.start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (wokeAfter.get() < 20 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
    } finally {
      real.stop();
    }
    assertThat(thrown.get()).isEqualTo(5);
    assertThat(wokeAfter.get()).as("wakes after the errors").isGreaterThanOrEqualTo(20);
  }
}
