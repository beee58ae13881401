package site.ycsb.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.BasicDB;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.events.EventRecord;

/** Timed events run their commands in their own processes, never stop the run, and are recorded where they fell. */
@EnabledOnOs(OS.LINUX)
class TimedEventsTest {

  private static Properties paced(Path log, String... more) {
    // 4000 operations at 1000/s: about 4 s, one log interval a second
    Properties p = TestRuns.props("recordcount=100", "operationcount=4000", "target=1000", "threadcount=2",
        "basicdb.verbose=false", "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + log,
        "measurement.interval.seconds=1");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static RunResult run(Properties p, ByteArrayOutputStream err) throws Exception {
    return Benchmark.builder(p).dbFactory(BasicDB::new).err(new PrintStream(err, true, StandardCharsets.UTF_8)).build()
        .run();
  }

  @Test
  void anEventAtAShareOfTheOperationsRunsThenAndLandsInTheIntervalItFellIn(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = run(paced(log, "events=50%:echo scale-out; exit 3"), err);

    EventRecord ev = r.events().get(0);
    assertThat(ev.outcome()).isEqualTo("exit=3");
    // paced at 1000/s, 2000 operations cannot be done before 2 s
    assertThat(ev.startMs()).isGreaterThanOrEqualTo(1900).isLessThan(r.runTimeMs());
    assertThat(Files.readString(dir.resolve("run-event1.out"))).isEqualTo("scale-out\n");
    assertThat(r.operations()).as("a failing command does not stop the run").isEqualTo(4000);

    List<String> lines = Files.readAllLines(log);
    int started = indexOf(lines, "#[event id=1 state=started");
    double t = time(lines.get(started));
    // placed by its time, not by its line: the line is written once the command has started, which
    // on a busy machine (a slow fork) can be after the interval it fell in was written
    assertThat(lines.stream().filter(l -> l.startsWith("Tag=")).map(l -> l.split(",")))
        .as("an interval of the log holds the event's time %s", t)
        .anySatisfy(f -> assertThat(t).isBetween(Double.parseDouble(f[1]) - 0.01,
            Double.parseDouble(f[1]) + Double.parseDouble(f[2]) + 0.01));
    assertThat(lines).anyMatch(l -> l.startsWith("#[event id=1 state=ended") && l.contains("exit=3"));
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("event 1 (50%) started: echo scale-out; exit 3");
  }

  @Test
  void aHangingCommandIsKilledAfterTheTimeoutAndTheRunGoesOn(@TempDir Path dir) throws Exception {
    Path pidFile = dir.resolve("pid");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = run(paced(dir.resolve("run.hdr"), "events=1s:echo $$ > " + pidFile + "; exec sleep 600",
        "events.timeout=1"), err);
    assertThat(r.events().get(0).outcome()).isEqualTo("timeout");
    assertThat(r.operations()).isEqualTo(4000);
    long pid = Long.parseLong(Files.readString(pidFile).trim());
    assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("killed").isFalse();
    assertThat(Files.readString(dir.resolve("run.hdr"))).contains("state=timeout");
  }

  @Test
  void aCommandStillRunningAtTheEndIsKilledAndAnEventNeverReachedIsSaidSo(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = run(paced(dir.resolve("run.hdr"), "events=0s:sleep 600;3600s:echo never"), err);
    assertThat(r.events()).extracting(EventRecord::outcome).containsExactly("unfinished", "not reached");
    assertThat(r.events().get(1).startMs()).isEqualTo(-1);
  }

  @Test
  void theReportListsEachEvent(@TempDir Path dir) throws Exception {
    Path report = dir.resolve("report.txt");
    var o = site.ycsb.cli.CommandLineTestAccess.run("-t", "-db", "basic", "-p", "basicdb.verbose=false",
        "-p", "recordcount=10", "-p", "operationcount=500", "-target", "1000", "-p", "hdrhistogram.output.path=" + dir + "/",
        "-p", "events=10%:true", "-p", "exportfile=" + report);
    assertThat(o.code()).isZero();
    assertThat(Files.readString(report)).contains("[EVENT-1], When, 10%", "[EVENT-1], Command, true",
        "[EVENT-1], Outcome, exit=0").containsPattern("\\[EVENT-1\\], StartTime\\(ms\\), \\d+");
  }

  @Test
  void anEventWhoseCommandDoesNotResolveIsRefusedBeforeTheRunInOneLineWithExit2(@TempDir Path dir) {
    var o = site.ycsb.cli.CommandLineTestAccess.run("-t", "-db", "basic", "-p", "basicdb.verbose=false",
        "-p", "recordcount=10", "-p", "operationcount=500", "-p", "hdrhistogram.output.path=" + dir + "/",
        "-p", "events=10%:true;50%:nosuchcmd-xyz --now");
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).contains("Error: events: '50%:nosuchcmd-xyz --now': the shell finds no command 'nosuchcmd-xyz'")
        .doesNotContain("[EVENT]", "exit=127");
    assertThat(o.out()).doesNotContain("[OVERALL]");
  }

  /** A stand-in for bin/local-cassandra: {@code start} writes its pid and takes its time. */
  private static Path slowStarter(Path dir) throws Exception {
    Path script = dir.resolve("local-db");
    Files.writeString(script, "#!/bin/sh\necho $$ > " + dir.resolve("pid") + "\nexec sleep 600\n");
    script.toFile().setExecutable(true);
    return script;
  }

  @Test
  void aStartStillRunningAtThePhasesEndIsKilledWithAWarningSayingWhatToDo(@TempDir Path dir) throws Exception {
    Path starter = slowStarter(dir);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = run(paced(dir.resolve("run.hdr"), "events=1s:" + starter + " start"), err);
    assertThat(r.events().get(0).outcome()).isEqualTo("unfinished");
    long pid = Long.parseLong(Files.readString(dir.resolve("pid")).trim());
    // the kill is sent, not waited for: wait for the process's end (a busy machine takes its time)
    ProcessHandle.of(pid).ifPresent(h -> h.onExit().orTimeout(30, java.util.concurrent.TimeUnit.SECONDS).join());
    assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("killed").isFalse();
    assertThat(err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("[WARN] event 1")))
        .singleElement().asString()
        .contains("(1s: " + starter + " start) was still running when the phase ended and was killed",
            "starting something, which may now be left down", "allow for its time", "events.detach=true");
  }

  @Test
  void withEventsDetachAStartStillRunningAtThePhasesEndIsLeftRunningAndRecordedAsDetached(@TempDir Path dir)
      throws Exception {
    Path starter = slowStarter(dir);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult r = run(paced(dir.resolve("run.hdr"), "events=1s:" + starter + " start", "events.detach=true"), err);
    long pid = Long.parseLong(Files.readString(dir.resolve("pid")).trim());
    try {
      assertThat(r.events().get(0).outcome()).isEqualTo("detached");
      assertThat(r.events().get(0).durationMs()).isEqualTo(-1);
      assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("left running").isTrue();
      assertThat(Files.readString(dir.resolve("run.hdr"))).contains("state=detached");
      assertThat(err.toString(StandardCharsets.UTF_8)).contains("event 1 (1s) detached: still running at the end of"
          + " the phase: left running (events.detach=true)").doesNotContain("[WARN] event 1");
    } finally {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unparsable when | events=soon:true | 'soon:true': expected <when>:<command>",
      "share over 100% | events=120%:true | '120%': a share of the operations must be at most 100%",
      "share of an unlimited run | events=20%:true;operationcount=0;maxexecutiontime=1 | '20%' is a share of the operations, but the phase has no operation count",
      "missing events file | events.file=/nonexistent/events | events.file=/nonexistent/events: cannot read it",
      "command not found | events=50%:nosuchcmd-xyz | events: '50%:nosuchcmd-xyz': the shell finds no command"
          + " 'nosuchcmd-xyz' (not a builtin, not on PATH, not an executable file)"})
  void badEventsAreOneLineUsageErrors(String what, String settings, String expected) {
    Properties p = TestRuns.props("recordcount=10", "operationcount=10", "basicdb.verbose=false");
    for (String kv : settings.split(";(?=[a-z.]+=)")) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    assertThatThrownBy(() -> TestRuns.run(p, BasicDB::new)).isInstanceOf(UsageException.class)
        .hasMessageContaining(expected);
  }

  private static int indexOf(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i;
      }
    }
    throw new AssertionError("no line " + prefix + " in\n" + String.join("\n", lines));
  }

  private static double time(String line) {
    Matcher m = Pattern.compile(" time=([0-9.]+)").matcher(line);
    assertThat(m.find()).isTrue();
    return Double.parseDouble(m.group(1));
  }
}
