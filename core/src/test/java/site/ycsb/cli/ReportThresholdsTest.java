package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/ycsb report} judges the logs by the criteria they ran with (or the report's own):
 * several clients' logs as one run, exit 3 when a criterion is broken, the verdict in the HTML.
 */
class ReportThresholdsTest {
  /** Every tenth read of each client fails: 10% errors in each client's run and in both together. */
  private static CommandLineTest.Outcome client(Path dir, int index, String thresholds) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", ThresholdsCommandLineTest.TenthReadFailsDB.class.getName(),
        "-p", "recordcount=100", "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "operationcount=1000",
        "-p", "client.count=2", "-p", "client.index=" + index, "-p", "client.id=c" + index,
        "-p", "measurement.interval.seconds=1", "-p", "hdrhistogram.output.path=" + dir + "/"));
    if (!thresholds.isEmpty()) {
      a.addAll(List.of("-p", "thresholds=" + thresholds));
    }
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @Test
  void theLogsOfSeveralClientsAreJudgedAsOneRunByTheCriteriaTheyRecorded(@TempDir Path dir) throws Exception {
    for (int i = 0; i < 2; i++) {
      assertThat(client(dir, i, "READ.errorrate < 5%; OVERALL.count >= 1000").code()).isEqualTo(3);
    }
    Path html = dir.resolve("report.html");
    CommandLineTest.Outcome o = CommandLineTest.run("-report", "-o", html.toString(), dir.toString());
    assertThat(o.code()).as(o.err()).isEqualTo(ClientMain.EXIT_THRESHOLDS);
    assertThat(o.err()).contains("Thresholds: 1 of 2 broken").containsPattern("FAIL    READ.errorrate < 5%\\s+10%")
        .containsPattern("pass    OVERALL.count >= 1000\\s+1000\\s");
    assertThat(Files.readString(html)).contains("<section id=\"thresholds\">", "1 of 2 criteria broken",
        "<tr class=\"fail\" data-criterion=\"READ.errorrate &lt; 5%\"");

    CommandLineTest.Outcome json = CommandLineTest.run("-report", "--format", "json", dir.toString());
    assertThat(json.code()).isEqualTo(3);
    assertThat(json.out()).contains("\"thresholds\":{\"passed\":false,\"criteria\":[{\"criterion\":"
        + "\"READ.errorrate < 5%\",\"measured\":\"10%\",\"value\":0.1,\"passed\":false,\"note\":\"\"}");

    CommandLineTest.Outcome judgedOtherwise = CommandLineTest.run("-report", "-o", html.toString(),
        "-p", "thresholds=READ.errorrate < 20%", dir.toString());
    assertThat(judgedOtherwise.code()).as("the report's own criteria win").isZero();
    assertThat(judgedOtherwise.err()).contains("Thresholds: all 1 met");
  }

  @Test
  void logsJudgedByDifferentCriteriaAreNotJudgedTogether(@TempDir Path dir) throws Exception {
    client(dir, 0, "READ.errorrate < 5%");
    client(dir, 1, "");
    CommandLineTest.Outcome o = CommandLineTest.run("-report", "-o", dir.resolve("r.html").toString(), dir.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("the logs were judged by different criteria (READ.errorrate < 5% | none): none is"
        + " judged here; give -p thresholds=...").doesNotContain("Thresholds:");
  }
}
