package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * repeat=2 with client.count=2: two clients (run one after the other in this JVM, as MergeCommandTest's) each
 * repeat their run phase; report and merge combine the clients' logs of each repetition index as one run.
 */
class RepeatedClientsTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private Path logs;
  /** Per client, per repetition, its READ operations from its own report. */
  private final long[][] reads = new long[2][2];

  private int run(String... args) {
    out.reset();
    err.reset();
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @BeforeEach
  void twoClientsEachRepeatingTwice() {
    logs = dir.resolve("logs");
    for (int i = 0; i < 2; i++) {
      int code = run("-loadrun", "-db", "memory", "-p", "recordcount=400", "-p", "operationcount=2000",
          "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "client.count=2", "-p", "client.index=" + i,
          "-p", "repeat=2", "-p", "hdrhistogram.output.path=" + logs + "/", "-p", "measurement.interval.seconds=1");
      assertThat(code).as(err()).isZero();
      Matcher m = Pattern.compile("^\\[READ\\], Operations, (\\d+)$", Pattern.MULTILINE).matcher(out());
      for (int r = 0; r < 2; r++) {
        assertThat(m.find()).as(out()).isTrue();
        reads[i][r] = Long.parseLong(m.group(1));
      }
    }
  }

  @Test
  void reportReadsEachRepetitionAsOneRunOfBothClientsLogs() throws Exception {
    assertThat(run("-report", "--format", "csv", logs.toString())).as(err()).isZero();
    Map<String, String> readOps = new java.util.TreeMap<>();
    for (String line : out().lines().toList()) {
      Matcher m = Pattern.compile("^(r\\d),summary,READ,,,Operations,(\\d+)$").matcher(line);
      if (m.matches()) {
        readOps.put(m.group(1), m.group(2));
      }
    }
    assertThat(readOps).containsOnlyKeys("r1", "r2")
        .containsEntry("r1", Long.toString(reads[0][0] + reads[1][0]))
        .containsEntry("r2", Long.toString(reads[0][1] + reads[1][1]));
    assertThat(err()).contains("[INFO] runs: 2 repetitions;");
    assertThat(run("-report", "--format", "json", logs.toString())).as(err()).isZero();
    assertThat(out()).contains("\"repetitions\":[{\"name\":\"runs\",\"runs\":[\"r1\",\"r2\"],");
  }

  @Test
  void mergeCombinesBothClientsLogsPerRepetitionIndex() throws Exception {
    Path merged = dir.resolve("merged.hdr");
    assertThat(run("-merge", "-o", merged.toString(), logs.toString())).as(err()).isZero();
    List<String> lines = out().lines().toList();
    assertThat(lines.stream().filter(l -> l.startsWith("[REPEAT], Index, ")).toList())
        .containsExactly("[REPEAT], Index, 1", "[REPEAT], Index, 2");
    assertThat(lines.stream().filter(l -> l.startsWith("[MERGE], Clients, ")).toList())
        .containsExactly("[MERGE], Clients, 2", "[MERGE], Clients, 2");
    assertThat(lines.stream().filter(l -> l.startsWith("[READ], Operations, ")).toList()).containsExactly(
        "[READ], Operations, " + (reads[0][0] + reads[1][0]), "[READ], Operations, " + (reads[0][1] + reads[1][1]));
    for (int r = 1; r <= 2; r++) {
      Path log = dir.resolve("merged-r" + r + ".hdr");
      assertThat(Files.readString(log)).startsWith("#[YCSB interval log: merged from 2 logs")
          .contains("#[meta repeat=" + r + "]");
    }
    // the merged logs keep their index: report reads them as the same two repetitions
    assertThat(run("-report", "--format", "csv", dir.resolve("merged-r1.hdr").toString(),
        dir.resolve("merged-r2.hdr").toString())).as(err()).isZero();
    assertThat(out()).contains("\nr1,summary,READ,,,Operations," + (reads[0][0] + reads[1][0]) + "\n")
        .contains("\nr2,summary,READ,,,Operations," + (reads[0][1] + reads[1][1]) + "\n");
  }

  @Test
  void compareJudgesTwoRepeatedMultiClientRunsByTheirBetweenRunIntervals() {
    assertThat(run("-compare", "--baseline", logs.toString(), "--candidate", logs.toString(), "--max-regression",
        "5%")).as(err()).isZero();
    assertThat(err()).contains("[INFO] both sides are repeated runs: the verdicts use the between-run intervals");
  }
}
