package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;

/**
 * Merging the logs of several clients is exact: every recorded value lands in exactly one window,
 * and the whole run's figures are those of one histogram holding every client's values.
 */
class LogMergeTest {
  /** An instant on a 10 s boundary. */
  static final long T0 = 1_800_000_000_000L;
  static final long[] STARTS = {T0 + 1_300, T0 + 4_700, T0 + 8_100};
  static final int KEYS = 3000;
  /** Secret property names as the command line knows them (any with password, secret, passphrase). */
  static final java.util.function.Predicate<String> SECRET =
      new site.ycsb.config.Secrets(java.util.Set.of())::isSecret;

  @TempDir
  Path dir;

  /** The latency of reading a key: the same in one process or three. */
  static long latency(int key) {
    return 50 + (key * 7919L) % 20_000;
  }

  static boolean notFound(int key) {
    return key % 13 == 0;
  }

  /**
   * Client {@code c} of three reads keys [1000c, 1000c + 1000), one every 60 ms from its start, and
   * logs them in 10 s intervals: six full intervals and a short last one.
   */
  static TestLog client(int c) {
    TestLog log = TestLog.client("client" + c, STARTS[c]);
    int first = c * (KEYS / 3);
    List<Integer> keys = new ArrayList<>();
    for (int k = first; k < first + KEYS / 3; k++) {
      keys.add(k);
    }
    long done = 0;
    for (int interval = 0; interval * 10_000L < keys.size() * 60L; interval++) {
      Histogram ok = new Histogram(3);
      Histogram failed = new Histogram(3);
      for (int i = 0; i < keys.size(); i++) {
        long at = i * 60L;
        if (at >= interval * 10_000L && at < (interval + 1) * 10_000L) {
          int key = keys.get(i);
          (notFound(key) ? failed : ok).recordValue(latency(key));
        }
      }
      Histogram comb = ok.copy();
      comb.add(failed);
      long length = Math.min(10_000, keys.size() * 60L - interval * 10_000L);
      log.interval(interval * 10_000L, length, false,
          TestLog.metrics("READ", ok, "READ-COMB", comb, "READ-NOT_FOUND", failed),
          TestLog.statuses("READ", "OK", ok.getTotalCount(), "NOT_FOUND", failed.getTotalCount()));
      done += comb.getTotalCount();
    }
    return log.end(keys.size() * 60L, done);
  }

  List<String> writeClients() throws Exception {
    List<String> files = new ArrayList<>();
    for (int c = 0; c < 3; c++) {
      files.add(client(c).write(dir.resolve("client" + c + ".hdr")).toString());
    }
    return files;
  }

  static RunData load(List<String> files) {
    try (LogSet set = LogSet.open(files, null)) {
      return RunData.load("", set, new Properties(), k -> false, m -> true, null, null);
    }
  }

  /** Merges logs into {@code target} as bin/ycsb merge -o does; returns what was read. */
  static RunData merge(List<String> files, Path target) {
    try (LogSet set = LogSet.open(files, null);
        MergedLogWriter w = new MergedLogWriter(target, set.logs(), SECRET, "test")) {
      RunData read = RunData.load("", set, new Properties(), SECRET, m -> true, w, target);
      w.finish(set.ends());
      return read;
    }
  }

  /** The recorded (value, count) pairs of a histogram, for exact comparison. */
  static Map<Long, Long> counts(Histogram h) {
    Map<Long, Long> out = new TreeMap<>();
    for (HistogramIterationValue v : h.recordedValues()) {
      out.put(v.getValueIteratedTo(), v.getCountAtValueIteratedTo());
    }
    return out;
  }

  @Test
  void threeClientsMergeToTheFiguresOfOneHistogramHoldingEveryValue() throws Exception {
    RunResult merged = load(writeClients()).summary();

    Histogram all = new Histogram(3);
    Histogram ok = new Histogram(3);
    for (int k = 0; k < KEYS; k++) {
      all.recordValue(latency(k));
      if (!notFound(k)) {
        ok.recordValue(latency(k));
      }
    }
    assertThat(merged.count("READ-COMB")).isEqualTo(KEYS);
    assertThat(merged.count("READ")).isEqualTo(ok.getTotalCount());
    assertThat(counts(merged.metrics().get("READ-COMB"))).isEqualTo(counts(all));
    for (double p : new double[] {50, 90, 95, 99, 99.9, 99.99, 100}) {
      assertThat(merged.metrics().get("READ-COMB").getValueAtPercentile(p)).as("P%s", p)
          .isEqualTo(all.getValueAtPercentile(p));
      assertThat(merged.metrics().get("READ").getValueAtPercentile(p)).isEqualTo(ok.getValueAtPercentile(p));
    }
    assertThat(merged.metrics().get("READ-COMB").getMean()).isEqualTo(all.getMean());
    assertThat(merged.statusCount("READ", "OK")).isEqualTo(ok.getTotalCount());
    assertThat(merged.statusCount("READ", "NOT_FOUND")).isEqualTo(KEYS - ok.getTotalCount());
    assertThat(merged.operations()).isEqualTo(KEYS);
    assertThat(merged.measuredOperations()).isEqualTo(KEYS);
  }

  @Test
  void eachIntervalGoesWholeIntoTheWindowHoldingItsMidpoint() throws Exception {
    List<String> files = writeClients();
    // expected, computed here: per window, the sum of the client intervals whose midpoint is in it
    Map<Long, Histogram> expected = new TreeMap<>();
    for (int c = 0; c < 3; c++) {
      List<Long> keysTimes = new ArrayList<>();
      for (int i = 0; i < KEYS / 3; i++) {
        keysTimes.add(i * 60L);
      }
      for (int interval = 0; interval * 10_000L < (KEYS / 3) * 60L; interval++) {
        long start = STARTS[c] + interval * 10_000L;
        long length = Math.min(10_000, (KEYS / 3) * 60L - interval * 10_000L);
        long window = Math.floorDiv(start + length / 2, 10_000);
        Histogram h = expected.computeIfAbsent(window, w -> new Histogram(3));
        for (int i = 0; i < KEYS / 3; i++) {
          long at = i * 60L;
          if (at >= interval * 10_000L && at < (interval + 1) * 10_000L) {
            h.recordValue(latency(c * (KEYS / 3) + i));
          }
        }
      }
    }
    Map<Long, Histogram> actual = new TreeMap<>();
    try (LogSet set = LogSet.open(files, null)) {
      set.forEachWindow(w -> {
        assertThat(w.startMs() % 10_000).isZero();
        actual.put(w.index(), w.all().histograms().get("READ-COMB").toHistogram());
      });
    }
    assertThat(actual.keySet()).isEqualTo(expected.keySet());
    expected.forEach((w, h) -> assertThat(counts(actual.get(w))).as("window %s", w).isEqualTo(counts(h)));
  }

  @Test
  void anIntervalStraddlingTwoWindowsGoesToTheOneHoldingItsMiddleAndTheBoundaryToTheLater() throws Exception {
    TestLog log = TestLog.client("c", T0);
    log.interval(9_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 100)), Map.of()); // middle 14 s
    log.interval(25_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 200)), Map.of()); // middle 30 s
    Map<Long, Long> windows = new LinkedHashMap<>();
    try (LogSet set = LogSet.open(List.of(log.write(dir.resolve("a.hdr")).toString()), null)) {
      set.forEachWindow(w -> windows.put((w.startMs() - T0) / 1000, w.empty() ? 0
          : w.all().histograms().get("READ").toHistogram().getMaxValue()));
    }
    assertThat(windows).containsExactly(Map.entry(10L, 100L), Map.entry(20L, 0L), Map.entry(30L, 200L));
  }

  @Test
  void eachClientsWarmupIsLeftOutExactlyEvenInAWindowWhereAnotherClientMeasures() throws Exception {
    // a starts at 0 s, b at 6 s; each leaves its first 10 s out of its own report
    TestLog a = TestLog.client("a", T0).meta("warmup.seconds", "10");
    a.interval(0, 10_000, true, TestLog.metrics("READ", TestLog.histogram(3, 1000)),
        TestLog.statuses("READ", "OK", 1L));
    a.interval(10_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)),
        TestLog.statuses("READ", "OK", 1L));
    TestLog b = TestLog.client("b", T0 + 6_000).meta("warmup.seconds", "10");
    // b's warm-up interval [6, 16) has its middle at 11 s: the window [10, 20) holds it and a's measured one
    b.interval(0, 10_000, true, TestLog.metrics("READ", TestLog.histogram(3, 2000)),
        TestLog.statuses("READ", "OK", 1L));
    b.interval(10_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 20)),
        TestLog.statuses("READ", "OK", 1L));
    RunData run = load(List.of(a.write(dir.resolve("a.hdr")).toString(), b.write(dir.resolve("b.hdr")).toString()));
    Histogram read = run.summary().metrics().get("READ");
    assertThat(counts(read)).isEqualTo(counts(TestLog.histogram(3, 10, 20)));
    assertThat(run.summary().measuredOperations()).isEqualTo(2);
    assertThat(run.summary().operations()).isEqualTo(4);
    // measured from the first measured interval's start (a's, at 10 s) to the last end (b's, at 26 s)
    assertThat(run.summary().measuredTimeMs()).isEqualTo(16_000);
  }

  @Test
  void theMergedLogReadsBackToTheSameSummaryAndHoldsItsInputsFacts() throws Exception {
    List<String> files = writeClients();
    Path mergedFile = dir.resolve("out/merged.hdr");
    RunData direct = merge(files, mergedFile);
    RunData again = load(List.of(mergedFile.toString()));
    assertThat(again.logs().get(0).format()).isEqualTo(LogInfo.Format.MERGED);
    assertThat(again.logs().get(0).clientIds()).containsExactly("client0", "client1", "client2");
    assertThat(ReportText.of(again.summary())).isEqualTo(ReportText.of(direct.summary()));
    assertThat(again.series().points()).hasSameSizeAs(direct.series().points());
    for (int i = 0; i < direct.series().points().size(); i++) {
      assertThat(again.series().points().get(i).opsPerSecond()).as("window %d", i)
          .isEqualTo(direct.series().points().get(i).opsPerSecond());
    }
    assertThat(again.ends().get(0)).isNotNull();
    assertThat(again.ends().get(0).operations()).isEqualTo(KEYS);
  }

  @Test
  void aMergedLogBesideItsInputsIsLeftOutSoNothingCountsTwice() throws Exception {
    writeClients();
    Path mergedFile = dir.resolve("merged.hdr");
    merge(List.of(dir.toString()), mergedFile);
    RunData run = load(List.of(dir.toString()));
    assertThat(run.summary().count("READ-COMB")).isEqualTo(KEYS);
    assertThat(run.logs()).hasSize(3);
    assertThat(run.notes()).anyMatch(n -> n.contains("merged.hdr") && n.contains("left out"));
  }

  @Test
  void severalRunsOfOneClientMergeButTwoLogsClaimingOneClientAtOneTimeAreRefused() throws Exception {
    TestLog first = TestLog.client("same", T0);
    first.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    TestLog later = TestLog.client("same", T0 + 60_000);
    later.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 20)), Map.of());
    RunData both = load(List.of(first.write(dir.resolve("1.hdr")).toString(),
        later.write(dir.resolve("2.hdr")).toString()));
    assertThat(both.summary().count("READ")).isEqualTo(2);

    TestLog overlapping = TestLog.client("same", T0 + 5_000);
    overlapping.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 30)), Map.of());
    List<String> clash = List.of(dir.resolve("1.hdr").toString(),
        overlapping.write(dir.resolve("3.hdr")).toString());
    assertThatThrownBy(() -> load(clash)).isInstanceOf(UsageException.class)
        .hasMessageContaining("1.hdr").hasMessageContaining("3.hdr").hasMessageContaining("client same");
  }

  /** A client's log of two 10 s intervals of reads, {@code startMs} on. */
  private String reads(String name, String clientId, long startMs, boolean ended) throws Exception {
    TestLog log = TestLog.client(clientId, startMs);
    log.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    log.interval(10_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 20)), Map.of());
    return (ended ? log.end(20_000, 2) : log).write(dir.resolve(name)).toString();
  }

  static RunData load(List<String> files, boolean force) {
    try (LogSet set = LogSet.open(files, null, force)) {
      return RunData.load("", set, new Properties(), k -> false, m -> true, null, null);
    }
  }

  @Test
  void logsOfAnotherBindingOrWorkloadAreRefusedInOneLineNamingTheDifferenceUnlessForced() throws Exception {
    String aerospike = TestLog.client("as", T0).meta("binding", "aerospike").write(dir.resolve("as.hdr")).toString();
    String cassandra = TestLog.client("c", T0).meta("binding", "cassandra").write(dir.resolve("c.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(aerospike, cassandra), false)).isInstanceOf(UsageException.class)
        .hasMessageContaining("as.hdr is a binding aerospike log").hasMessageContaining("c.hdr a binding cassandra log")
        .hasMessageContaining("--force").satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    String mixed = TestLog.client("m", T0).meta("binding", "aerospike").meta("workload.files", "/opt/ycsb/workloads/mixed")
        .write(dir.resolve("m.hdr")).toString();
    String readOnly = TestLog.client("r", T0).meta("binding", "aerospike").meta("workload.files", "workloads/workloadc")
        .write(dir.resolve("r.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(mixed, readOnly), false)).hasMessageContaining("workload files mixed")
        .hasMessageContaining("workloadc");
    String sameFileElsewhere = TestLog.client("s", T0).meta("binding", "aerospike")
        .meta("workload.files", "./workloads/mixed").write(dir.resolve("s.hdr")).toString();
    assertThat(load(List.of(mixed, sameFileElsewhere), false).logs()).hasSize(2); // one file, other paths
    assertThat(load(List.of(aerospike, cassandra), true).logs()).hasSize(2);
  }

  @Test
  void clientsThatDidNotRunAtTheSameTimeAreRefusedUnlessForced() throws Exception {
    // the study: an Aerospike run and calibration steps 6.5 minutes later merged with exit 0
    String run = reads("run.hdr", "host-1", T0, true);
    String later = reads("later.hdr", "host-2", T0 + 20_000 + 390_000, false); // cut short: its last line tells
    assertThatThrownBy(() -> load(List.of(run, later), false)).isInstanceOf(UsageException.class)
        .hasMessageContaining("run.hdr (client host-1) ends 6.5 minutes before").hasMessageContaining("later.hdr"
            + " (client host-2) starts").hasMessageContaining("--force");
    assertThat(load(List.of(run, later), true).summary().count("READ")).isEqualTo(4);
    // clients started a few seconds apart overlap: one run
    String soon = reads("soon.hdr", "host-3", T0 + 5_000, true);
    assertThat(load(List.of(run, soon), false).summary().count("READ")).isEqualTo(4);
    // one started by hand, or after another on a busy machine, 30 s after the first ended: one run still
    String after = reads("after.hdr", "host-4", T0 + 20_000 + 30_000, true);
    assertThat(load(List.of(run, after), false).summary().count("READ")).isEqualTo(4);
  }

  @Test
  void aLegacyLogWithoutCommentLinesReadsWithoutStatusCountsAndSaysSo() throws Exception {
    TestLog old = TestLog.client("old", T0).legacy();
    old.interval(0, 10_000, true, TestLog.metrics("READ", TestLog.histogram(3, 5)), Map.of());
    old.interval(10_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10, 20),
        "READ-COMB", TestLog.histogram(3, 10, 20, 30)), Map.of());
    RunData run = load(List.of(old.write(dir.resolve("old.hdr")).toString()));
    assertThat(run.logs().get(0).format()).isEqualTo(LogInfo.Format.LEGACY);
    assertThat(run.logs().get(0).phase()).isEqualTo("run");
    assertThat(run.summary().count("READ")).isEqualTo(2);
    assertThat(run.summary().statusCounts()).isEmpty();
    assertThat(ReportText.of(run.summary())).doesNotContain("Return=");
    assertThat(run.notes()).anyMatch(n -> n.contains("old.hdr") && n.contains("no Return= counts"));
  }

  @Test
  void aLastLineCutOffByAKilledClientIsLeftOutWithANote() throws Exception {
    TestLog log = TestLog.client("killed", T0);
    log.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    log.line("Tag=READ,10.000,10.000,0.000,HISTFAAAAC");
    RunData run = load(List.of(log.write(dir.resolve("killed.hdr")).toString()));
    assertThat(run.summary().count("READ")).isEqualTo(1);
    assertThat(run.notes()).anyMatch(n -> n.contains("last line is incomplete"))
        .anyMatch(n -> n.contains("no end line"));
  }

  @Test
  void aBrokenLineInsideALogIsBadInputNamingFileAndLine() throws Exception {
    TestLog log = TestLog.client("c", T0);
    log.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    log.line("Tag=READ,10.000,10.000,0.000,HISTFAAAAC");
    log.interval(20_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    Path file = log.write(dir.resolve("broken.hdr"));
    assertThatThrownBy(() -> load(List.of(file.toString()))).isInstanceOf(UsageException.class)
        .hasMessageMatching(".*broken\\.hdr:\\d+: not an interval log line.*");
  }

  @Test
  void logsAreInTheOrderOfTheirClientsIndexWhateverTheirFileNames() throws Exception {
    // a directory lists files by name, and a name begins with its start time: client2 started first here
    for (int c = 0; c < 3; c++) {
      client(c).meta("client.index", Integer.toString(c)).write(dir.resolve("ycsb-run-0" + (3 - c) + ".hdr"));
    }
    try (LogSet set = LogSet.open(List.of(dir.toString()), null)) {
      assertThat(set.logs()).extracting(LogInfo::clientId).containsExactly("client0", "client1", "client2");
    }
  }

  @Test
  void logsOfBothPhasesWithoutAPhaseGivenAreTheRunPhaseWithANote() throws Exception {
    String run = client(0).write(dir.resolve("run.hdr")).toString();
    String load = TestLog.client("client0", T0 - 60_000).meta("phase", "load").write(dir.resolve("load.hdr"))
        .toString();
    try (LogSet set = LogSet.open(List.of(load, run), null)) {
      assertThat(set.logs()).extracting(LogInfo::phase).containsExactly("run");
      assertThat(set.notes()).containsExactly("logs of both phases given: the run phase's 1 log(s) are read, the"
          + " load phase's 1 left out (--phase load reads those)");
    }
  }

  @Test
  void logsThatCannotBeMergedAreBadInputInOneLine() throws Exception {
    String three = TestLog.client("a", T0).write(dir.resolve("a.hdr")).toString();
    String two = TestLog.client("b", T0, 2).write(dir.resolve("b.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(three, two))).isInstanceOf(UsageException.class)
        .hasMessageContaining("a.hdr has 3 significant digits, ").hasMessageContaining("b.hdr 2");
    String ns = TestLog.client("c", T0).meta("unit", "ns").write(dir.resolve("c.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(three, ns))).hasMessageContaining("in us").hasMessageContaining("in ns");
    String unknownPhase = TestLog.client("d", T0).meta("phase", "").write(dir.resolve("d.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(three, unknownPhase))).hasMessageContaining("--phase");
    String oneSecond = TestLog.client("e", T0).meta("interval.seconds", "1").write(dir.resolve("e.hdr")).toString();
    assertThatThrownBy(() -> load(List.of(three, oneSecond))).hasMessageContaining("measurement.interval.seconds");
    Path notALog = java.nio.file.Files.writeString(dir.resolve("notes.txt"), "hello\n");
    assertThatThrownBy(() -> load(List.of(notALog.toString())))
        .hasMessageContaining("notes.txt: not a YCSB interval log");
    Path empty = java.nio.file.Files.createDirectories(dir.resolve("empty"));
    assertThatThrownBy(() -> load(List.of(empty.toString()))).hasMessageContaining("no interval logs (*.hdr)");
    assertThatThrownBy(() -> load(List.of(dir.resolve("nope.hdr").toString())))
        .hasMessageContaining("nope.hdr: no such file or directory");
  }

  @Test
  void eventsPairIntoWhatBecameOfThemAndSitInTheWindowTheyFellIn() throws Exception {
    TestLog log = TestLog.client("c", T0);
    log.interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    log.line("#[event id=1 state=started time=12.500 when=50% output=/tmp/e.out command=nodetool drain]");
    log.interval(10_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    log.line("#[event id=1 state=ended time=21.000 exit=0]");
    log.interval(20_000, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of());
    RunData run = load(List.of(log.write(dir.resolve("e.hdr")).toString()));
    assertThat(run.events()).containsExactly(new RunEvent("c", 1, "50%", "nodetool drain", T0 + 12_500, T0 + 21_000,
        "exit=0"));
    assertThat(run.summary().events()).singleElement()
        .satisfies(e -> assertThat(e.startMs()).isEqualTo(12_500))
        .satisfies(e -> assertThat(e.durationMs()).isEqualTo(8_500));
  }

  @Test
  void aMergedLogIsReadByHdrHistogramsOwnReader() throws Exception {
    List<String> files = writeClients();
    Path mergedFile = dir.resolve("merged.hdr");
    merge(files, mergedFile);
    Map<String, Long> totals = new HashMap<>();
    try (org.HdrHistogram.HistogramLogReader r = new org.HdrHistogram.HistogramLogReader(mergedFile.toFile())) {
      org.HdrHistogram.EncodableHistogram h;
      while ((h = r.nextIntervalHistogram()) != null) {
        totals.merge(h.getTag(), ((Histogram) h).getTotalCount(), Long::sum);
      }
    }
    assertThat(totals).containsEntry("READ-COMB", (long) KEYS);
  }

  @Test
  void aMergedHistogramLineIsWhatHdrHistogramsLogWriterWritesButForTheCompressionLevel() throws Exception {
    Histogram h = TestLog.histogram(3, 1, 50, 1234, 99_999, 2_500_000);
    h.setStartTimeStamp(20_000);
    h.setEndTimeStamp(30_000);
    h.setTag("READ-COMB");
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    org.HdrHistogram.HistogramLogWriter w = new org.HdrHistogram.HistogramLogWriter(
        new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
    w.setBaseTime(0);
    w.outputIntervalHistogram(h);
    String theirs = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
    String ours = MergedLogWriter.histogramLine("READ-COMB", h, 20, 10);
    assertThat(ours.substring(0, ours.lastIndexOf(','))).isEqualTo(theirs.substring(0, theirs.lastIndexOf(',')));
    assertThat(ours).endsWith("\n");
    byte[] payload = java.util.Base64.getDecoder().decode(ours.substring(ours.lastIndexOf(',') + 1).trim());
    assertThat(counts(Histogram.decodeFromCompressedByteBuffer(java.nio.ByteBuffer.wrap(payload), 0)))
        .isEqualTo(counts(h));
  }

  /** A histogram of {@code n} values of 100 us. */
  static Histogram ops(long n) {
    Histogram h = new Histogram(3);
    h.recordValueWithCount(100, n);
    return h;
  }

  @Test
  void aWindowsThroughputIsItsOperationsOverItsClientsOwnTimeSoAShortLastIntervalDoesNotInflateIt()
      throws Exception {
    // 100 operations per second throughout; the last, 1 s long, shares the window [20, 30) with a full one
    TestLog log = TestLog.client("c", T0 + 7_000);
    log.interval(0, 10_000, false, TestLog.metrics("READ", ops(1000)), Map.of());
    log.interval(10_000, 10_000, false, TestLog.metrics("READ", ops(1000)), Map.of());
    log.interval(20_000, 1_000, false, TestLog.metrics("READ", ops(100)), Map.of());
    // a second client, in step, doubles it
    TestLog other = TestLog.client("d", T0 + 8_000);
    other.interval(0, 10_000, false, TestLog.metrics("READ", ops(1000)), Map.of());
    other.interval(10_000, 10_000, false, TestLog.metrics("READ", ops(1000)), Map.of());
    List<String> files = List.of(log.write(dir.resolve("c.hdr")).toString(),
        other.write(dir.resolve("d.hdr")).toString());
    RunData run = merge(files, dir.resolve("m.hdr"));
    List<TimeSeries.Point> points = run.series().points();
    assertThat(points).extracting(p -> (p.startMs() - T0) / 1000).containsExactly(10L, 20L);
    assertThat(points).allSatisfy(p -> assertThat(p.opsPerSecond().get("TOTAL")).isEqualTo(200.0));
    RunData again = load(List.of(dir.resolve("m.hdr").toString()));
    assertThat(again.series().points()).allSatisfy(p -> assertThat(p.opsPerSecond().get("READ")).isEqualTo(200.0));
  }
}
