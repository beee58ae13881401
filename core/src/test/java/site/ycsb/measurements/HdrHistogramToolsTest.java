package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** The HistogramLogProcessor commands of docs/numbers.md, run as written on a real log, print the report's figures. */
@EnabledOnOs(OS.LINUX)
class HdrHistogramToolsTest {
  private static final Path PAGE = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs/numbers.md");

  @Test
  void thePagesCommandsPrintTheReportsPercentilesInMicroseconds(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("ycsb-run.hdr");
    Properties p = TestRuns.props("db=memory", "recordcount=2000", "operationcount=40000", "threadcount=2",
        "readproportion=0.5", "updateproportion=0.5", "hdrhistogram.fileoutput=true", "hdrhistogram.log.pertag=true",
        "hdrhistogram.output.path=" + log);
    p.setProperty("hdrhistogram.output.path", dir + "/load/");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("hdrhistogram.output.path", log.toString());
    p.setProperty("dotransactions", "true");
    RunResult r = TestRuns.run(p, null);
    Histogram read = r.metrics().get("READ");

    List<String> commands = pageCommands();
    assertThat(commands).hasSize(4);
    assertThat(run(commands.get(0), log)).contains("READ", "UPDATE", "READ-COMB");
    for (String command : commands.subList(1, 3)) {
      String out = run(command, log);
      assertThat(row(out, "0.500000000000")).as(command).isEqualTo(read.getValueAtPercentile(50));
      assertThat(out).as(command).containsPattern("Max\\s+=\\s+" + read.getMaxValue() + "\\.000")
          .containsPattern("Total count\\s+=\\s+" + read.getTotalCount() + "]");
    }
    String p99 = run(commands.get(3), log).strip();
    assertThat(p99).as("the p99 command prints one CSV row").doesNotContain("\n").contains(",0.990000000000,");
    assertThat(Math.round(Double.parseDouble(p99.substring(0, p99.indexOf(',')))))
        .as("READ's p99, as the report gives it").isEqualTo(read.getValueAtPercentile(99));
    assertThat(run(commands.get(2), dir.resolve("no-pertag.hdr"))).as("the per-metric file needs hdrhistogram.log.pertag")
        .contains("failed to open input file");
  }

  /** The shell lines of the page's block marked for this test. */
  private static List<String> pageCommands() throws Exception {
    String readme = Files.readString(PAGE, StandardCharsets.UTF_8);
    int marker = readme.indexOf("<!-- hdrhistogram-commands");
    assertThat(marker).as("docs/numbers.md marks the HdrHistogram commands").isPositive();
    int start = readme.indexOf("```sh\n", marker) + 6;
    return Arrays.stream(readme.substring(start, readme.indexOf("```", start)).split("\n"))
        .filter(l -> l.startsWith("java ")).toList();
  }

  private static String run(String command, Path log) throws Exception {
    String hdr = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(e -> e.contains("HdrHistogram-2.2.2")).findFirst().orElseThrow();
    String javaBin = Path.of(System.getProperty("java.home"), "bin").toString();
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true);
    pb.environment().put("HDR", hdr);
    pb.environment().put("LOG", log.toString());
    pb.environment().put("PATH", javaBin + File.pathSeparator + System.getenv("PATH"));
    Process proc = pb.start();
    String out = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(proc.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(proc.exitValue()).as(out).isZero();
    assertThat(out).as(command).doesNotContain("Exception");
    return out;
  }

  /** The value column of the percentile distribution's row at {@code percentile}. */
  private static long row(String out, String percentile) {
    Matcher m = Pattern.compile("^\\s*([0-9.]+)\\s+" + Pattern.quote(percentile) + "\\s", Pattern.MULTILINE).matcher(out);
    assertThat(m.find()).as(out).isTrue();
    return Math.round(Double.parseDouble(m.group(1)));
  }
}
