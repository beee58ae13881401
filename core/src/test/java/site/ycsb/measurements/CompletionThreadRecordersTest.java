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
}
