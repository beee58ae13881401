package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
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
}
