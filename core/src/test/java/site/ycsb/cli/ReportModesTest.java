package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** measurementtype variants, the status line and the shell, through the command line. */
class ReportModesTest {
  private static final String WORKLOADA = System.getProperty("ycsb.root", "..") + "/workloads/workloada";

  private static CommandLineTest.Outcome run(String... extra) {
    List<String> a = new java.util.ArrayList<>(List.of("-loadrun", "-db", "memory", "-P", WORKLOADA,
        "-p", "hdrhistogram.fileoutput=false", "-p", "recordcount=100", "-p", "operationcount=2000"));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @Test
  void rawStreamsEverySampleToItsFileAndSummarisesFromTheHistogram(@TempDir Path dir) throws Exception {
    Path raw = dir.resolve("raw.csv");
    CommandLineTest.Outcome o = run("-p", "measurementtype=raw", "-p", "measurement.raw.output_file=" + raw);
    assertThat(o.code()).as(o.err()).isZero();
    List<String> lines = Files.readAllLines(raw);
    assertThat(lines.get(0)).isEqualTo("operation,timestamp(ms),latency(us)");
    long samples = lines.stream().skip(1).filter(l -> l.matches("(READ|UPDATE|CLEANUP),\\d{13},\\d+")).count();
    assertThat(lines.size() - 1L).isEqualTo(samples);
    assertThat(samples).isEqualTo(2000 + 1); // the run phase's operations and its one cleanup
    assertThat(o.out()).contains("[READ], Total Operations, ", "[READ], p99.9, ", "[READ], Return=OK");
  }

  @Test
  void timeseriesReportsAverageLatencyPerTimeUnit() {
    CommandLineTest.Outcome o = run("-p", "measurementtype=timeseries", "-p", "timeseries.granularity=100",
        "-p", "operationcount=0", "-p", "maxexecutiontime=1", "-target", "2000");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("[READ], Operations, ", "[READ], AverageLatency(us), ", "[READ], Return=OK");
    long points = o.out().lines().filter(l -> l.matches("\\[READ\\], \\d+, [0-9.E]+")).count();
    assertThat(points).isGreaterThanOrEqualTo(5);
  }

  @Test
  void statusLinesComeEveryStatusIntervalInUpstreamsFormat() {
    CommandLineTest.Outcome o = run("-s", "-p", "status.interval=1", "-p", "operationcount=0",
        "-p", "maxexecutiontime=3", "-target", "1000");
    assertThat(o.code()).as(o.err()).isZero();
    List<String> status = o.err().lines().filter(l -> l.matches(".* \\d+ sec: \\d+ operations; .*")).toList();
    assertThat(status.size()).isGreaterThanOrEqualTo(3);
    // every interval with reads (the load phase's line has none; the last line covers only the
    // moments before the end and may have none)
    List<String> withReads = status.stream().filter(l -> l.contains("[READ: Count=") && !l.contains("[READ: Count=0]"))
        .toList();
    assertThat(withReads).hasSizeGreaterThanOrEqualTo(2);
    for (String line : withReads) {
      assertThat(line).containsPattern(
          "\\[READ: Count=\\d+, Max=\\d+, Min=\\d+, Avg=[0-9.]+, 50=\\d+, 90=\\d+, 99=\\d+, 99.9=\\d+, 99.99=\\d+\\]");
    }
  }

  @Test
  void aStatusLinesOperationCountAndItsLatenciesComeFromTheSameMoment() {
    CommandLineTest.Outcome o = run("-s", "-p", "status.interval=1", "-p", "operationcount=0",
        "-p", "maxexecutiontime=4", "-target", "2000", "-threads", "2");
    assertThat(o.code()).as(o.err()).isZero();
    Pattern line = Pattern.compile(" sec: (\\d+) operations;.*\\[READ: Count=(\\d+).*\\[UPDATE: Count=(\\d+)");
    long before = 0;
    int checked = 0;
    for (String l : o.err().lines().toList()) {
      Matcher m = line.matcher(l);
      if (m.find()) {
        long total = Long.parseLong(m.group(1));
        assertThat(total - before).as(l).isEqualTo(Long.parseLong(m.group(2)) + Long.parseLong(m.group(3)));
        before = total;
        checked++;
      }
    }
    assertThat(checked).isGreaterThanOrEqualTo(3);
  }

  @Test
  void theShellExplainsItselfAndRejectsANonNumericCount() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new ClientMain(new ByteArrayInputStream("help\nscan k abc\nquit\n".getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
        .run(new String[] {"-shell", "-db", "memory"});
    assertThat(code).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("read key [field ...]", "scan key count", "quit");
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("Error: scan: count 'abc' is not a whole number");
  }

  @Test
  void theShellReadsAndWritesThroughTheBinding() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String commands = "insert k1 a=1 b=2\nread k1\nupdate k1 a=3\nread k1 a\ndelete k1\nread k1\nscan k 5\nquit\n";
    int code = new ClientMain(new ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run(new String[] {"-shell", "-db", "memory"});
    String shown = out.toString(StandardCharsets.UTF_8);
    assertThat(code).isZero();
    assertThat(shown).contains("a=1", "b=2", "a=3", "Return: NOT_FOUND");
    assertThat(shown.lines().filter(l -> l.contains("Return: OK")).count()).isEqualTo(6);
  }
}
