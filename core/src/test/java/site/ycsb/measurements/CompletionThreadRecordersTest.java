package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.engine.TestRuns;

/** Operations completed on threads the engine does not own are recorded once, and ended threads cost nothing after. */
class CompletionThreadRecordersTest {

  @Test
  void shortLivedCompletionThreadsAreRecordedAndTheirRecordersDroppedAfterTheLastDrain() throws Exception {
    Recorders recorders = new Recorders(new MeasurementSettings(Settings.of(TestRuns.props())),
        new PrintStream(OutputStream.nullOutputStream()));
    for (int i = 0; i < 200; i++) {
      Thread t = new Thread(() -> recorders.forCurrentThread().record(Op.READ, Status.OK, 0, 5_000, 0));
      t.start();
      t.join();
    }
    TickData tick = new TickData(3);
    recorders.drainInto(tick);
    assertThat(tick.histograms().get("READ").getTotalCount()).isEqualTo(200);
    assertThat(recorders.recorderCount()).as("ended threads' recorders are gone").isZero();

    recorders.forCurrentThread().record(Op.READ, Status.OK, 0, 5_000, 0);
    recorders.drainInto(tick);
    assertThat(recorders.recorderCount()).as("a live thread keeps its recorder").isEqualTo(1);
    assertThat(tick.histograms().get("READ").getTotalCount()).isEqualTo(201);
  }

  /**
   * A thread that records and ends while the reporter drains must not lose what it recorded after
   * its recorder was drained: the recorder is dropped only when its thread had ended before that
   * drain (a harness's client threads ending while upstream's status thread drained lost hundreds).
   */
  @Test
  void threadsEndingWhileTheReporterDrainsLoseNoOperation() throws Exception {
    Recorders recorders = new Recorders(new MeasurementSettings(Settings.of(TestRuns.props())),
        new PrintStream(OutputStream.nullOutputStream()));
    TickData tick = new TickData(3);
    java.util.concurrent.atomic.AtomicBoolean running = new java.util.concurrent.atomic.AtomicBoolean(true);
    Thread reporter = new Thread(() -> {
      while (running.get()) {
        recorders.drainInto(tick);
      }
    });
    reporter.start();
    int threads = 2_000;
    int perThread = 50;
    for (int i = 0; i < threads; i++) {
      Thread t = new Thread(() -> {
        ThreadRecorder r = recorders.forCurrentThread();
        for (int k = 0; k < perThread; k++) {
          r.record(Op.READ, Status.OK, 0, 5_000, 0);
        }
      });
      t.start();
      t.join();
    }
    running.set(false);
    reporter.join();
    recorders.drainInto(tick);
    assertThat(tick.histograms().get("READ").getTotalCount()).isEqualTo((long) threads * perThread);
  }
}
