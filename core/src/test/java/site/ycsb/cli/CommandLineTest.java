package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line: exit codes, one-line errors, secrets, warnings. */
public class CommandLineTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  public record Outcome(int code, String out, String err) {
    /** The one {@code Error:} line a usage error prints (fails unless there is exactly one). */
    public String errorLine() {
      List<String> errors = err.lines().filter(l -> l.startsWith("Error:")).toList();
      assertThat(errors).as(err).hasSize(1);
      return errors.get(0);
    }
  }

  /** Runs the command line in this JVM, in an environment without CI (which would make unknown properties errors). */
  static Outcome run(String... args) {
    return runIn(java.util.Map.of(), args);
  }

  /** Runs the command line in this JVM with {@code env} as its environment. */
  static Outcome runIn(java.util.Map<String, String> env, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new ClientMain(System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), env).run(args);
    return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** A binding that reads its one property with the binding kit, as every binding of ours does. */
  public static class StrictBindingDB extends site.ycsb.BasicDB {
    static final site.ycsb.config.Option<Integer> LEVEL =
        site.ycsb.binding.BindingOptions.integer("strict.level", 1, 1, 3).describe("A level from 1 to 3.");

    @Override
    public void init() {
      site.ycsb.config.Settings.of(getProperties()).get(LEVEL);
      super.init();
    }
  }

  private static String[] args(String extra) {
    List<String> a = new ArrayList<>(List.of("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "hdrhistogram.fileoutput=false", "-p", "recordcount=50", "-p", "operationcount=50"));
    for (String part : extra.split(" ")) {
      if (!part.isEmpty()) {
        a.add(part);
      }
    }
    return a.toArray(new String[0]);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unknown binding | -db nosuchdb | db=nosuchdb",
      "missing workload file | -P /nonexistent/workload | -P /nonexistent/workload: workload file not found",
      "a directory as workload file | -P /tmp | -P /tmp: is a directory; expected a workload file",
      "a target that is not a rate | -target fast | target=fast: expected a number of operations per second >= 0",
      "a load target that is not a rate | -p load.target=-3 | load.target=-3: expected a number of operations per second >= 0",
      "a time limit with a unit | -p maxexecutiontime=10m | maxexecutiontime=10m: expected a whole number of seconds >= 0 (maxexecutiontime is in seconds: 10m is 600)",
      "a warm-up with a unit | -p measurement.warmup=1h | measurement.warmup=1h: expected a whole number of seconds >= 0 (measurement.warmup is in seconds: 1h is 3600)",
      "non-numeric count | -p recordcount=abc | recordcount=abc: expected a whole number",
      "negative count | -p operationcount=-5 | operationcount=-5",
      "all proportions zero | -p readproportion=0 -p updateproportion=0 | all are 0",
      "unknown distribution | -p requestdistribution=gaussian | requestdistribution=gaussian",
      "insert range past recordcount | -p insertstart=40 -p insertcount=20 | insertstart + insertcount = 60",
      "unreadable histogram file | -p fieldlengthdistribution=histogram -p fieldlengthhistogram=/nonexistent/h.txt | fieldlengthhistogram=/nonexistent/h.txt",
      "negative ttl | -p ttl=-5 | ttl=-5",
      "unreadable ttl histogram | -p ttldistribution=histogram -p ttlhistogram=/nonexistent/t.txt | ttlhistogram=/nonexistent/t.txt",
      "ttl on a binding that cannot expire data | -db basic -p ttl=60 | ttl=60: the binding basic cannot expire",
      "a long tail's cap below its typical length | -p fieldlengthdistribution=pareto -p maxfieldlength=50 | maxfieldlength=50",
      "zero threads | -p threadcount=0 | threadcount=0",
      "unknown measurement type | -p measurementtype=sometimes | measurementtype=sometimes",
      "unknown option | -frobnicate | unknown option '-frobnicate'",
      "missing option value | -threads | -threads: missing value",
      "unknown exporter | -p exporter=no.such.Exporter | exporter=no.such.Exporter",
      "metrics port out of range | -p prometheus.port=70000 | prometheus.port=70000: expected a port number",
      "no metrics exporter on the class path | -p prometheus.port=0 | prometheus.port=0: the Prometheus exporter is"
          + " not on the class path",
      "not a workload class | -p workload=java.lang.String | workload=java.lang.String",
      "bad boolean | -p readallfields=yes | readallfields=yes: expected true or false",
      "a binding's bad value | -db site.ycsb.cli.CommandLineTest$StrictBindingDB -p strict.level=high "
          + "| strict.level='high': expected a whole number from 1 to 3"})
  void badInputIsOneLineNamingThePropertyAndExitCodeTwo(String what, String extra, String expected) {
    Outcome o = run(args(extra));
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(expected);
    assertThat(o.err() + o.out()).doesNotContain("\tat ").doesNotContain("Exception");
  }

  @Test
  void loadRunOnTheMemoryDatabasePrintsACompleteReport() {
    Outcome o = run("-loadrun", "-db", "memory", "-P", WORKLOADS + "mixed", "-p", "recordcount=1000",
        "-p", "operationcount=5000", "-p", "hdrhistogram.fileoutput=false", "-threads", "2");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("[OVERALL], RunTime(ms)", "[READ], Return=OK", "[READ], Return=NOT_FOUND",
        "[INSERT], Return=OK", "[UPDATE], Return=OK", "[DELETE], Return=OK", "[READ-COMB], Operations",
        "[TOTAL], Operations, 5000");
  }

  @Test
  void passwordsNeverAppearInAnyOutput() {
    Outcome o = run(args("-p cassandra.password=hunter2secret -p as.password=hunter2secret -s"));
    assertThat(o.code()).isZero();
    assertThat(o.out() + o.err()).doesNotContain("hunter2secret").contains("cassandra.password=****");
  }

  @Test
  void aMisspelledPropertyIsReportedNotIgnored() {
    Outcome o = run(args("-p readproprtion=0.5"));
    assertThat(o.code()).isZero();
    assertThat(o.err()).contains("[WARN] properties that nothing reads (misspelled?): readproprtion"
        + " (did you mean readproportion?)");
  }

  @Test
  void theNearestKnownNameIsSuggestedOnlyWhenItIsCloseAndAlone() {
    java.util.Set<String> known = java.util.Set.of("recordcount", "operationcount", "threadcount", "fieldcount",
        "fieldlength");
    assertThat(UnknownProperties.nearest("recordcont", known)).isEqualTo("recordcount");
    assertThat(UnknownProperties.nearest("reocrdcount", known)).as("two letters swapped").isEqualTo("recordcount");
    assertThat(UnknownProperties.nearest("RecordCount", known)).isEqualTo("recordcount");
    assertThat(UnknownProperties.nearest("colour", known)).as("nothing close").isNull();
    assertThat(UnknownProperties.nearest("fieldcoun", known)).isEqualTo("fieldcount");
  }

  @Test
  void helpListsTheEmbeddedBindingsAndABindingsProperties() {
    Outcome all = run("--help");
    assertThat(all.code()).isZero();
    assertThat(all.out()).contains("basic", "memory", "-loadrun", "threadcount", "CoreWorkload properties",
        "requestdistribution", "deleteproportion", "fieldcount", "prometheus.port", "prometheus.host");
    assertThat(all.out()).as("a source tree before mvn package: core's class path has no binding module")
        .contains("(not built yet: cassandra, scylla, aerospike; they appear here after 'mvn -B -ntp package"
            + " -DskipTests', or a first 'bin/ycsb run <binding>' builds one)");
    assertThat(all.out()).as("the help names the manual")
        .contains("Manual: docs/ (start at docs/running.md; a binding's properties: docs/bindings/<name>.md)");
    Outcome basic = run("-db", "basic", "--help");
    assertThat(basic.out()).contains("basicdb.verbose", "true", "Manual: docs/bindings/basic.md");
  }

  @Test
  void jsonArrayExportGoesToTheExportFile(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("report.json");
    Outcome o = run(args("-p exporter=jsonarray -p exportfile=" + file));
    assertThat(o.code()).isZero();
    assertThat(Files.readString(file)).startsWith("[").contains("\"metric\":\"OVERALL\"").endsWith("]\n");
  }
}
