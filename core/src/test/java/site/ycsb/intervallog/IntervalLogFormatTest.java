package site.ycsb.intervallog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.intervallog.IntervalLogParser.Kind;

/** Every kind of line the writer writes, the parser reads back as it was written. */
class IntervalLogFormatTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final IntervalLogWriter writer = new IntervalLogWriter(new PrintStream(bytes, true, StandardCharsets.UTF_8));

  private List<String> lines() {
    return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
  }

  private String onlyLine() {
    List<String> l = lines();
    assertThat(l).hasSize(1);
    return l.get(0);
  }

  @Test
  void theFirstLinesTellAClientsLogAMetricsCopyAndAMergedLogApart() {
    writer.clientTitle();
    writer.perMetricTitle("READ");
    writer.mergedTitle(3);
    List<String> l = lines();
    assertThat(l).allMatch(IntervalLogParser::isOurs);
    assertThat(l).extracting(IntervalLogParser::isMerged).containsExactly(false, false, true);
    assertThat(l).extracting(IntervalLogParser::isPerMetricCopy).containsExactly(false, true, false);
    assertThat(IntervalLogParser.isOurs("#[Histogram log format version 1.3]")).isFalse();
    assertThat(IntervalLogParser.legacyPhase("#[YCSB run phase, HdrHistogram interval log]")).isEqualTo("run");
  }

  @Test
  void metaPropertyAndInputLinesKeepValuesWithNewlinesBackslashesAndEquals() {
    String value = "a=b \\ c\nd\re]";
    writer.meta("threads", value);
    writer.property("cassandra.hosts", value);
    writer.input(2, "property.client.index", value);
    List<String> l = lines();
    assertThat(l).hasSize(3);
    assertThat(l).extracting(IntervalLogParser::kind).containsExactly(Kind.META, Kind.PROPERTY, Kind.INPUT);
    assertThat(IntervalLogParser.keyValue(l.get(0))).isEqualTo(Map.entry("threads", value));
    assertThat(IntervalLogParser.keyValue(l.get(1))).isEqualTo(Map.entry("cassandra.hosts", value));
    assertThat(IntervalLogParser.input(l.get(2)))
        .isEqualTo(new IntervalLogParser.Input(2, "property.client.index", value));
    assertThat(l).noneMatch(line -> IntervalLogParser.kind(line).isBody());
  }

  @Test
  void theHistogramHeaderGivesStartAndBaseTime() {
    writer.histogramHeader(1_800_000_001_234L, 1_800_000_000_000L);
    List<String> l = lines();
    String start = l.stream().filter(x -> IntervalLogParser.kind(x) == Kind.START_TIME).findFirst().orElseThrow();
    String base = l.stream().filter(x -> IntervalLogParser.kind(x) == Kind.BASE_TIME).findFirst().orElseThrow();
    assertThat(IntervalLogParser.time(start)).isEqualTo(1_800_000_001.234);
    assertThat(IntervalLogParser.time(base)).isEqualTo(1_800_000_000.0);
    assertThat(l).noneMatch(line -> IntervalLogParser.kind(line).isBody());
  }

  @Test
  void aClientLineReadsBackAndIsNeitherAStatusNorAnOperation() {
    ClientLine c = new ClientLine(10.0, 10.0, 2, 1234.5, 1100.0, 134.5, 12.0, 3, 7.0, true);
    writer.client(c);
    String line = onlyLine();
    assertThat(line).isEqualTo("#[client start=10.000 length=10.000 cores=2 cpu.ms=1234.500 user.ms=1100.000"
        + " sys.ms=134.500 gc.ms=12.000 gc.count=3 gc.max.ms=7.000 saturated=true]");
    assertThat(IntervalLogParser.kind(line)).isEqualTo(Kind.CLIENT);
    assertThat(IntervalLogParser.kind(line).isBody()).isTrue();
    assertThat(IntervalLogParser.client(line)).isEqualTo(c);
    assertThat(ClientLine.isClientTag(ClientLine.HICCUP_TAG)).isTrue();
  }

  @Test
  void aClientLineWithoutUserAndSystemTimeReadsBackWithThemUnknown() {
    writer.client(new ClientLine(0, 1, 4, 10, Double.NaN, Double.NaN, 0, 0, 0, false));
    ClientLine back = IntervalLogParser.client(onlyLine());
    assertThat(onlyLine()).doesNotContain("user.ms");
    assertThat(back.userMs()).isNaN();
    assertThat(back.cores()).isEqualTo(4);
    assertThat(back.saturated()).isFalse();
  }

  @Test
  void notesAreNeitherHeaderFactsNorIntervalLines() {
    writer.warmupNote(30);
    writer.windowsNote("10");
    assertThat(lines()).extracting(IntervalLogParser::kind).containsExactly(Kind.OTHER, Kind.OTHER);
  }

  @Test
  void aWarmUpMarkAndAWindowReadBack() {
    writer.warmupInterval();
    writer.window(1.234, 12.468, 2, 20);
    List<String> l = lines();
    assertThat(l).extracting(IntervalLogParser::kind).containsExactly(Kind.WARMUP, Kind.WINDOW);
    assertThat(IntervalLogParser.window(l.get(1))).isEqualTo(new IntervalLogParser.Window(1.234, 12.468, 2, 20));
  }

  @Test
  void aStatusLineReadsBackWithItsCountsInOrder() {
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("OK", 812L);
    counts.put("NOT_FOUND", 12L);
    counts.put("TIMEOUT", 1L);
    writer.status("READ-MODIFY-WRITE", 10.001, 10, counts);
    String line = onlyLine();
    assertThat(line).isEqualTo("#[status op=READ-MODIFY-WRITE start=10.001 length=10.000 OK=812 NOT_FOUND=12"
        + " TIMEOUT=1]");
    IntervalLogParser.Status s = IntervalLogParser.status(line);
    assertThat(s).isEqualTo(new IntervalLogParser.Status("READ-MODIFY-WRITE", 10.001, 10, counts));
    assertThat(s.counts().keySet()).containsExactly("OK", "NOT_FOUND", "TIMEOUT");
  }

  @Test
  void everyStateOfAClientsEventReadsBack() {
    List<EventLine> events = List.of(
        EventLine.started(1, 10.5, "30%", "/tmp/run-event1.out", "docker restart node 2 && sleep 5"),
        EventLine.failed(2, 11, "Cannot run program \"/bin/sh\"", "nodetool drain"),
        EventLine.ended(1, 12.25, 3),
        EventLine.timeout(3, 13, 60),
        EventLine.unfinished(4, 14),
        EventLine.detached(5, 14));
    events.forEach(writer::event);
    List<String> l = lines();
    assertThat(l.get(0)).isEqualTo("#[event id=1 state=started time=10.500 when=30% output=/tmp/run-event1.out"
        + " command=docker restart node 2 && sleep 5]");
    assertThat(l).extracting(IntervalLogParser::kind).containsOnly(Kind.EVENT);
    assertThat(l).extracting(IntervalLogParser::event).containsExactlyElementsOf(events);
  }

  @Test
  void aMergedLogsEventNamesItsClientAndKeepsACommandsBackslashesAndNewlines() {
    List<EventLine> events = List.of(
        EventLine.started(1, 10.5, "20s", "/tmp/x.out", "printf 'a\\\\b\\n'\necho done").ofClient("host-12"),
        EventLine.failed(2, 11, "no such\nfile", "false").ofClient("c2"),
        EventLine.ended(1, 12, 0).ofClient("c3"));
    events.forEach(writer::clientEvent);
    List<String> l = lines();
    assertThat(l).hasSize(3);
    assertThat(l.get(2)).isEqualTo("#[event id=1 state=ended time=12.000 client=c3 exit=0]");
    assertThat(l).extracting(IntervalLogParser::event).containsExactlyElementsOf(events);
  }

  @Test
  void aHistogramLineKeepsItsTagTimesAndValues() {
    Histogram h = new Histogram(3);
    for (int v = 1; v <= 1000; v++) {
      h.recordValue(v * 37L);
    }
    h.setStartTimeStamp(1_800_000_010_000L);
    h.setEndTimeStamp(1_800_000_020_000L);
    h.setTag("Intended-READ");
    writer.histogramHeader(1_800_000_000_000L, 1_800_000_000_000L);
    writer.histogram(h);
    writer.encoded(IntervalLogWriter.encode("READ-COMB", h, 20, 10));
    List<String> body = lines().stream().filter(x -> IntervalLogParser.kind(x) == Kind.HISTOGRAM).toList();
    assertThat(body).hasSize(2);
    IntervalLogParser.HistogramLine byHdr = IntervalLogParser.histogram(body.get(0));
    IntervalLogParser.HistogramLine ours = IntervalLogParser.histogram(body.get(1));
    assertThat(byHdr.tag()).isEqualTo("Intended-READ");
    assertThat(byHdr.startSeconds()).isEqualTo(10.0);
    assertThat(byHdr.lengthSeconds()).isEqualTo(10.0);
    assertThat(ours.tag()).isEqualTo("READ-COMB");
    assertThat(IntervalLogParser.histogramSpan(body.get(1))).containsExactly(20.0, 10.0);
    for (IntervalLogParser.HistogramLine line : List.of(byHdr, ours)) {
      Histogram back = decode(line.base64());
      assertThat(back.getTotalCount()).isEqualTo(h.getTotalCount());
      assertThat(back.getMaxValue()).isEqualTo(h.getMaxValue());
      assertThat(back.getValueAtPercentile(99)).isEqualTo(h.getValueAtPercentile(99));
    }
  }

  private static Histogram decode(String base64) {
    try {
      return Histogram.decodeFromCompressedByteBuffer(
          java.nio.ByteBuffer.wrap(java.util.Base64.getDecoder().decode(base64)), 0);
    } catch (java.util.zip.DataFormatException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void theEndLineReadsBackAndOneWithoutOperationsSaysMinusOne() {
    writer.end(123.456, "THRESHOLD_BROKEN", 200_000);
    IntervalLogParser.End end = IntervalLogParser.end(onlyLine());
    assertThat(end).isEqualTo(new IntervalLogParser.End(123.456, "THRESHOLD_BROKEN", 200_000, 0));
    assertThat(IntervalLogParser.end("#[end time=1.5]")).isEqualTo(new IntervalLogParser.End(1.5, "COMPLETED", -1, 0));
  }

  @Test
  void aTargetLineReadsBack() {
    writer.target(10.001, 10.0, 2750.5);
    assertThat(IntervalLogParser.kind(onlyLine())).isEqualTo(IntervalLogParser.Kind.TARGET);
    assertThat(IntervalLogParser.target(onlyLine())).isEqualTo(new IntervalLogParser.Target(10.001, 10.0, 2750.5));
  }

  @Test
  void aStageLineReadsBack() {
    writer.stage("spike", 360.0);
    assertThat(onlyLine()).isEqualTo("#[stage name=spike time=360.000]");
    assertThat(IntervalLogParser.kind(onlyLine())).isEqualTo(IntervalLogParser.Kind.STAGE);
    assertThat(IntervalLogParser.stage(onlyLine())).isEqualTo(new IntervalLogParser.Stage("spike", 360.0));
  }

  @Test
  void anEndLineSaysTheSkippedSlotsOnlyWhenThereAreAny() {
    writer.end(1.5, "TIME_LIMIT", 100, 7);
    assertThat(onlyLine()).isEqualTo("#[end time=1.500 stop=TIME_LIMIT operations=100 skipped=7]");
    assertThat(IntervalLogParser.end(onlyLine()).skipped()).isEqualTo(7);
  }

  @Test
  void aLineThatIsNotWhatItsKindSaysIsRefused() {
    assertThatThrownBy(() -> IntervalLogParser.status("#[status op=READ start=x length=10.000 OK=1]"))
        .isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> IntervalLogParser.status("#[status start=1.000 length=10.000 OK=1]"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> IntervalLogParser.histogram("Tag=READ,1.000,10.000"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("too few fields");
    assertThat(IntervalLogParser.isWhole("#[status op=READ start=1.000 len")).isFalse();
  }

  @Test
  void aWholeLogWrittenLineByLineReadsBackLineByLine() {
    List<Kind> expected = new ArrayList<>();
    writer.clientTitle();
    expected.add(Kind.OTHER);
    writer.meta("phase", "run");
    expected.add(Kind.META);
    writer.property("threadcount", "4");
    expected.add(Kind.PROPERTY);
    writer.warmupNote(10);
    expected.add(Kind.OTHER);
    writer.histogramHeader(1_800_000_000_000L, 1_800_000_000_000L);
    expected.addAll(List.of(Kind.OTHER, Kind.START_TIME, Kind.BASE_TIME, Kind.OTHER));
    writer.warmupInterval();
    expected.add(Kind.WARMUP);
    Histogram h = new Histogram(3);
    h.recordValue(100);
    h.setStartTimeStamp(1_800_000_000_000L);
    h.setEndTimeStamp(1_800_000_010_000L);
    h.setTag("READ");
    writer.histogram(h);
    expected.add(Kind.HISTOGRAM);
    writer.status("READ", 0, 10, Map.of("OK", 1L));
    expected.add(Kind.STATUS);
    writer.event(EventLine.ended(1, 10.2, 0));
    expected.add(Kind.EVENT);
    writer.end(10.4, "COMPLETED", 1);
    expected.add(Kind.END);
    assertThat(lines()).extracting(IntervalLogParser::kind).containsExactlyElementsOf(expected);
  }
}
