package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

class HeapWatcherTest {

  @Test
  void theHeapCountsAsFullFromNinetyPercentOfItsMaximum() {
    assertThat(HeapWatcher.atLeastFull(899, 1000)).isFalse();
    assertThat(HeapWatcher.atLeastFull(900, 1000)).isTrue();
    assertThat(HeapWatcher.atLeastFull(5, 0)).as("no known maximum").isFalse();
  }

  @Test
  void onlyCollectionsOfTheWholeHeapTellWhatIsLive() {
    for (String whole : new String[] {"G1 Old Generation", "PS MarkSweep", "MarkSweepCompact", "ZGC Cycles",
        "ZGC Major Cycles", "Shenandoah Cycles"}) {
      assertThat(HeapWatcher.collectsWholeHeap(whole)).as(whole).isTrue();
    }
    for (String young : new String[] {"G1 Young Generation", "PS Scavenge", "Copy", "ZGC Pauses", "ZGC Minor Cycles",
        "Shenandoah Pauses", "G1 Concurrent GC"}) {
      assertThat(HeapWatcher.collectsWholeHeap(young)).as(young).isFalse();
    }
  }

  @Test
  void theMessageNamesTheHeapAndTheOptionThatDoublesIt() {
    assertThat(HeapWatcher.xmxOption(192L << 20)).isEqualTo("-Xmx192m");
    assertThat(HeapWatcher.xmxOption((12L << 30) - 5)).isEqualTo("-Xmx12g");
    assertThat(HeapWatcher.xmxOption(3000L << 20)).isEqualTo("-Xmx3g");
    assertThat(HeapWatcher.message("why", 96L << 20))
        .startsWith("[ERROR] the Java heap (96 MB) is nearly exhausted: why; stopping the run.")
        .contains("-jvm-args \"-Xmx192m\"").doesNotContain("\n");
  }

  /** Every 1000th read of each thread runs out of memory, as the client's heap would when full. */
  static final class ExhaustingDB extends BasicDB {
    static final AtomicLong READS = new AtomicLong();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      if (READS.incrementAndGet() % 1000 == 0) {
        throw new OutOfMemoryError("Java heap space");
      }
      return Status.OK;
    }
  }

  @Test
  @Timeout(60)
  void aClientThreadOutOfMemoryEndsTheRunWithTheReasonAMessageAndAResult() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "operationcount=0", "threadcount=3", "readproportion=1",
        "updateproportion=0", "basicdb.verbose=false");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = Benchmark.builder(p).dbFactory(ExhaustingDB::new)
        .err(new PrintStream(err, true, StandardCharsets.UTF_8)).build().run();
    assertThat(r.stopReason()).isEqualTo(StopReason.HEAP_EXHAUSTED);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .containsOnlyOnce("[ERROR] the Java heap (")
        .contains("a client thread ran out of memory", "-Xmx")
        .doesNotContain("OutOfMemoryError");
    assertThat(r.count("READ")).isPositive().isEqualTo(r.statusCount("READ", "OK"));
    assertThat(r.operations()).isEqualTo(r.count("READ"));
  }
}
