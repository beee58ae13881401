package site.ycsb.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.cli.CommandLineTest;
import site.ycsb.cli.CommandLineTestAccess;
import site.ycsb.config.Settings;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;
import site.ycsb.engine.JudgedRun;

/**
 * Calibration against a server with K slots and a fixed service time S: it serves at most K/S
 * operations a second, and beyond K concurrent requests each waits for a slot. The queueing
 * arithmetic gives the knee; the assertions use only what a busy machine cannot change (a
 * request never takes less than S, nor the server more than K/S a second).
 */
class CalibrationTest {
  static final int SLOTS = 4;
  static final long SERVICE_MS = 20;
  static final double CAPACITY = SLOTS * 1000.0 / SERVICE_MS; // 200 ops/s

  /** The server: its slots live in the run's properties, shared by every thread's instance. */
  public static final class SlotServerDB extends BasicDB {
    private Semaphore slots;

    @Override
    public void init() {
      slots = (Semaphore) getProperties().computeIfAbsent("slotserver.slots", k -> new Semaphore(SLOTS, true));
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      slots.acquireUninterruptibly();
      try {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(SERVICE_MS));
      } finally {
        slots.release();
      }
      return Status.OK;
    }
  }

  private static Properties base(Path dir, String... more) {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0",
        "calibrate.metric=READ", "calibrate.step.seconds=2", "calibrate.warmup.seconds=0",
        "calibrate.dir=" + dir, "basicdb.verbose=false");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static Calibration.Outcome calibrate(Properties p) throws Exception {
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    return new Calibration(p, new CalibrationSettings(Settings.of(p)),
        (props, criteria) -> JudgedRun.run(Benchmark.builder(props).dbFactory(SlotServerDB::new).err(quiet), criteria),
        quiet,
        () -> false).run();
  }

  @Test
  void inThreadsModeTheKneeIsTheSlotCountWithinOneStep(@TempDir Path dir) throws Exception {
    // p99 <= 250 ms: up to 4 threads a request takes 20 ms plus what a busy machine adds (60 ms was
    // passed with 1 thread under a load average of 27 on 2 cores, so the SLA leaves 230 ms for it); with
    // 64 threads on 4 slots a request waits for about 15 x 20 ms (>= 300 ms) before its own, however
    // fast the machine: the knee lies between 4 and 64 threads
    Calibration.Outcome o = calibrate(base(dir, "calibrate.max=250ms", "calibrate.threads=1,2,4,64,128,256"));
    assertThat(o.chosen()).as("%s", o.steps()).isNotNull();
    assertThat(o.chosen().threads()).isIn(1, 2, 4);
    assertThat(o.chosen().throughput()).isLessThanOrEqualTo(CAPACITY * 1.02);
    assertThat(o.steps()).filteredOn(st -> st.threads() >= 64).allSatisfy(st -> assertThat(st.slaMet()).isFalse());
    assertThat(o.steps().size()).as("stops once the SLA broke and the throughput stopped growing").isLessThan(6);
    for (Calibration.Step st : o.steps()) {
      assertThat(st.log()).exists();
      assertThat(Files.readString(st.log())).contains("#[meta threads=" + st.threads() + "]");
    }
  }

  @Test
  void inTargetModeTheAnswerIsNoHigherThanTheCapacityWithinTheResolution(@TempDir Path dir) throws Exception {
    Calibration.Outcome o = calibrate(base(dir, "calibrate.mode=target", "threadcount=8", "calibrate.max=300ms",
        "calibrate.targets=50*2", "calibrate.steps=5", "calibrate.resolution=0.1"));
    assertThat(o.chosen()).isNotNull();
    // above the capacity the backlog grows for the whole 2 s step: at a rate r it reaches (r - 200) x 2 s
    // requests, served at no more than 200 a second, so r > 230 ops/s cannot keep intended p99 <= 300 ms
    assertThat(o.chosen().target()).isBetween(50.0, CAPACITY * 1.15);
    // the first rate above the answer that broke the SLA or that the client limited (8 threads all busy
    // while short of the target): the search stops below either
    Calibration.Step firstBad = o.steps().stream().filter(st -> !st.eligible() && st.target() > o.chosen().target())
        .min((a, b) -> Double.compare(a.target(), b.target())).orElseThrow();
    assertThat((firstBad.target() - o.chosen().target()) / o.chosen().target()).as("refined to the resolution")
        .isLessThanOrEqualTo(0.1);
    assertThat(o.steps().stream().filter(st -> st.target() > CAPACITY * 1.15))
        .allSatisfy(st -> assertThat(st.slaMet()).isFalse());
  }

  @Test
  void theCommandPrintsTheTableAndTheAnswerAsTriples(@TempDir Path dir) {
    CommandLineTest.Outcome o = CommandLineTestAccess.run("-calibrate", "-db", SlotServerDB.class.getName(),
        "-p", "recordcount=100", "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "calibrate.metric=READ",
        "-p", "calibrate.max=1000ms", "-p", "calibrate.threads=1,2", "-p", "calibrate.step.seconds=1",
        "-p", "calibrate.warmup.seconds=0", "-p", "calibrate.dir=" + dir, "-p", "basicdb.verbose=false");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("step  ", "READ p50/p99/p99.9 (us)", "<- chosen", "[CALIBRATE], Threads, 2",
        "[CALIBRATE], SLAMet, true", "[CALIBRATE-STEP-1], Threads, 1")
        .containsPattern("\\[CALIBRATE\\], Throughput\\(ops/sec\\), [0-9.]+")
        .containsPattern("\\[CALIBRATE\\], 99thPercentileLatency\\(us\\), \\d+");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "SLA without a unit | calibrate.max=1 | calibrate.max=1: expected a latency with its unit",
      "no SLA | calibrate.metric=READ | calibrate.max: missing",
      "empty step list | calibrate.threads=, | calibrate.threads=,: expected at least one step",
      "not a metric | calibrate.metric=NOPE | calibrate.metric=NOPE: expected a metric of an operation",
      "a metric the workload never records | calibrate.metric=SCAN-COMB | calibrate.metric=SCAN-COMB: 'SCAN-COMB.p99 <= 5ms': the workload does no SCAN (scanproportion=0)",
      "a malformed criterion | thresholds=READ.p99 < 5 parsecs | thresholds: 'READ.p99 < 5 parsecs': p99 is a latency",
      "a criterion on an operation the workload does not do | thresholds=DELETE.p99<5ms | thresholds: 'DELETE.p99 < 5ms': the workload does no DELETE",
      "a check the shell cannot find | calibrate.check=no-such-command-i26 | calibrate.check=no-such-command-i26: the shell finds no command 'no-such-command-i26'",
      "a step list of the other mode | calibrate.targets=100,200 | calibrate.targets=100,200: applies to calibrate.mode=target only"})
  void badInputIsOneLineAndExitTwo(String what, String setting, String expected, @TempDir Path dir) {
    String max = setting.startsWith("calibrate.max") || setting.equals("calibrate.metric=READ") ? "x.y=1" : "calibrate.max=5ms";
    CommandLineTest.Outcome o = CommandLineTestAccess.run("-calibrate", "-db", "basic", "-p", "recordcount=10",
        "-p", "basicdb.verbose=false", "-p", "calibrate.threads=1", "-p", "calibrate.step.seconds=1",
        "-p", "calibrate.warmup.seconds=0", "-p", "calibrate.dir=" + dir, "-p", setting, "-p", max);
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(expected);
    assertThat(o.err()).as("refused before the first step").doesNotContain("calibrate: step 1");
  }
}
