package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;

/**
 * {@code bin/ycsb verify}: every key of a validated run's ledger read back and judged; exit 3 naming
 * a lost key, 0 on a clean data set, 2 on bad input.
 */
class VerifyCommandTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  /** A validated load of user0..user49 into the memory store of {@code p}; returns its ledger file. */
  private Path load(Properties p) throws Exception {
    p.putAll(TestRuns.props("db=memory", "validation=true", "recordcount=50", "insertorder=ordered",
        "dotransactions=false", "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + dir + "/"));
    Benchmark.builder(p).err(new PrintStream(err, true, StandardCharsets.UTF_8)).build().run();
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".ledger")).findFirst().orElseThrow();
    }
  }

  private int verify(Properties p, Path ledger) throws Exception {
    MemoryDB db = new MemoryDB();
    db.setProperties(p);
    db.init();
    return new VerifyCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).verify(List.of(ledger), db, null);
  }

  @Test
  void aCleanDataSetExitsZeroWithEveryKeyValid() throws Exception {
    Properties p = new Properties();
    Path ledger = load(p);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("[INFO] validation ledger " + ledger + ": 50 keys written")
        .contains("8.0 bytes per key");
    assertThat(verify(p, ledger)).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("[VERIFY], Keys, 50").contains("[VERIFY], Valid, 50")
        .contains("[VERIFY], Lost, 0");
  }

  @Test
  void aLostAcknowledgedInsertExitsThreeNamingTheKey() throws Exception {
    Properties p = new Properties();
    Path ledger = load(p);
    MemoryDB db = new MemoryDB();
    db.setProperties(p);
    db.init();
    db.delete("usertable", "user7"); // the database loses an acknowledged write
    assertThat(verify(p, ledger)).isEqualTo(3);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("[VERIFY], Lost, 1").contains("[VERIFY], Valid, 49")
        .contains("[VERIFY], Lost keys, user7");
  }

  @Test
  void aRunEndedByItsTimeLimitWritesItsLedgerAndItVerifiesClean() throws Exception {
    Properties p = new Properties();
    load(p);
    p.putAll(TestRuns.props("dotransactions=true", "operationcount=0", "maxexecutiontime=1", "threadcount=2",
        "readproportion=0.5", "updateproportion=0.5", "hdrhistogram.fileoutput=true"));
    Benchmark.builder(p).err(new PrintStream(err, true, StandardCharsets.UTF_8)).build().run();
    Path runLedger;
    try (Stream<Path> files = Files.list(dir)) {
      runLedger = files.filter(f -> f.getFileName().toString().startsWith("ycsb-run-") && f.toString().endsWith(".ledger"))
          .findFirst().orElseThrow();
    }
    assertThat(verify(p, runLedger)).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("[VERIFY], Keys, 50").contains("[VERIFY], Valid, 50");
  }

  @Test
  void aFileThatIsNoLedgerIsOneLineAndExitTwo() throws Exception {
    Path notALedger = Files.writeString(dir.resolve("x.ledger"), "hello\n");
    ClientMain main = new ClientMain(System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
    assertThat(main.run(new String[] {"-verify", "-db", "memory", notALedger.toString()})).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).trim()).isEqualTo("Error: verify: " + notALedger
        + ": not a ledger file (it does not start with 'YCSB-LEDGER 1')");
    err.reset();
    assertThat(main.run(new String[] {"-verify", "-db", "memory", dir.resolve("missing").toString()})).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).trim()).startsWith("Error: verify: ").endsWith("no such file or folder; expected ledger files");
  }
}
