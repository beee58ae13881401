package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/**
 * The reporter thread survives an OutOfMemoryError (a nearly full heap: the heap watcher ends the
 * run, but until then the recorders must go on being drained): it goes on printing status lines.
 */
class ReporterOutOfMemoryTest {

  /** Standard error whose first status line fails as if the heap were full. */
  private static final class FailingOnceStatus extends PrintStream {
    final AtomicInteger statusLines = new AtomicInteger();

    FailingOnceStatus() {
      super(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }

    @Override
    public void println(String line) {
      if (line != null && line.contains("current ops/sec") && statusLines.getAndIncrement() == 0) {
        throw new OutOfMemoryError("Java heap space (simulated)");
      }
      super.println(line);
    }
  }

  @Test
  void anOutOfMemoryErrorInTheReporterLeavesItDrainingAndTheRunComplete() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=0", "readproportion=0", "updateproportion=0", "insertproportion=1", "operationcount=0", "maxexecutiontime=4",
        "status=true", "status.interval=1", "threadcount=1", "target=200");
    p.setProperty("dotransactions", "true");
    FailingOnceStatus err = new FailingOnceStatus();
    RunResult r = Benchmark.builder(p).err(err).build().run();
    // the failed line, at least two more of the 1 s lines of a 4 s run, and the final one (a reporter
    // that died would leave only the failed and the final line)
    assertThat(err.statusLines.get()).as("status lines, the failed one included").isGreaterThanOrEqualTo(4);
    assertThat(r.operations()).isPositive();
    assertThat(r.count("TOTAL")).isEqualTo(r.operations());
  }
}
