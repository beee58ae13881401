package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.POJOSpanReceiver;
import org.apache.htrace.core.Span;
import org.apache.htrace.core.Tracer;
import org.apache.htrace.core.TracerPool;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * Upstream's DBWrapper records each call through the measurements of the thread that made it,
 * names failed calls as upstream did (OP-FAILED, or OP-STATUS with reportlatencyforeacherror or
 * latencytrackederrors), measures intended latency from the thread's intended start, and opens an
 * htrace span per call when given a Tracer. DBFactory makes one from a class name.
 */
class DBWrapperTest {
  /** Answers each call with the next scripted status (OK when the script is empty). */
  static final class ScriptedDB extends DB {
    final Deque<Status> script = new ArrayDeque<>();

    ScriptedDB answering(Status... statuses) {
      script.addAll(List.of(statuses));
      return this;
    }

    private Status next() {
      Status s = script.poll();
      return s == null ? Status.OK : s;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return next();
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return next();
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return next();
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return next();
    }

    @Override
    public Status delete(String table, String key) {
      return next();
    }
  }

  private static final Status TIMEOUT = new Status("TIMEOUT", "The request timed out.");

  /** Three reads (OK, NOT_FOUND, ERROR), an update that times out, a delete; then the text export. */
  private static String reportOfCalls(String... properties) throws Exception {
    Properties p = props(properties);
    Measurements m = new Measurements(p);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      DB db = new DBWrapper(new ScriptedDB().answering(Status.OK, Status.NOT_FOUND, Status.ERROR, TIMEOUT), null);
      db.setProperties(p);
      db.init();
      db.read("t", "k1", null, new HashMap<>());
      db.read("t", "k2", null, new HashMap<>());
      db.read("t", "k3", null, new HashMap<>());
      db.update("t", "k1", Map.of());
      db.delete("t", "k1");
      db.cleanup();
    }
    return export(m);
  }

  @Test
  void aFailedResultIsTimedUnderOpFailedANotFoundUnderOpNotFoundAndBothCountedUnderTheirOperation()
      throws Exception {
    String report = reportOfCalls();
    assertThat(report)
        .contains("[READ], Operations, 1\n", "[READ-FAILED], Operations, 1\n", "[READ-NOT_FOUND], Operations, 1\n", "[UPDATE-FAILED], Operations, 1\n",
            "[DELETE], Operations, 1\n", "[CLEANUP], Operations, 1\n", "[UPDATE], Operations, 0\n")
        .contains("[READ], Return=OK, 1\n", "[READ], Return=ERROR, 1\n", "[READ], Return=NOT_FOUND, 1\n",
            "[UPDATE], Return=TIMEOUT, 1\n", "[DELETE], Return=OK, 1\n")
        .doesNotContain("[READ-ERROR]", "[UPDATE-TIMEOUT]");
  }

  @Test
  void reportLatencyForEachErrorTimesEveryFailedResultUnderOpAndItsStatus() throws Exception {
    String report = reportOfCalls("reportlatencyforeacherror=true");
    assertThat(report)
        .contains("[READ-ERROR], Operations, 1\n", "[READ-NOT_FOUND], Operations, 1\n",
            "[UPDATE-TIMEOUT], Operations, 1\n", "[READ], Operations, 1\n")
        .doesNotContain("-FAILED]");
  }

  @Test
  void latencyTrackedErrorsTimesOnlyTheListedStatusesApart() throws Exception {
    String report = reportOfCalls("latencytrackederrors=NOT_FOUND,TIMEOUT");
    assertThat(report)
        .contains("[READ-NOT_FOUND], Operations, 1\n", "[UPDATE-TIMEOUT], Operations, 1\n",
            "[READ-FAILED], Operations, 1\n")
        .doesNotContain("[READ-ERROR]");
  }

  @Test
  void intendedLatencyRunsFromTheThreadsIntendedStartAndEqualsTheCallsLatencyWithoutOne() throws Exception {
    Properties p = props("measurement.interval=both");
    Measurements m = new Measurements(p);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      DB db = new DBWrapper(new ScriptedDB(), null);
      db.insert("t", "k", Map.of()); // no intended start set: unthrottled
      m.setIntendedStartTimeNs(System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(50));
      db.read("t", "k", null, new HashMap<>());
    }
    String report = export(m);
    assertThat(maxOf(report, "Intended-INSERT")).isEqualTo(maxOf(report, "INSERT"));
    assertThat(maxOf(report, "Intended-READ")).as("waited 50 ms behind its schedule").isGreaterThanOrEqualTo(50_000);
    assertThat(maxOf(report, "READ")).isLessThan(maxOf(report, "Intended-READ"));
  }

  @Test
  void aCompoundOperationTheWorkloadTimedIsRecordedLikeACall() throws Exception {
    Measurements m = new Measurements(new Properties());
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      DBWrapper db = new DBWrapper(new ScriptedDB(), null);
      long start = System.nanoTime();
      db.recordCompound("READ-MODIFY-WRITE", start, start + 7_000, Status.OK);
    }
    assertThat(export(m)).contains("[READ-MODIFY-WRITE], Operations, 1\n", "[READ-MODIFY-WRITE], MinLatency(us), 7\n",
        "[READ-MODIFY-WRITE], Return=OK, 1\n");
  }

  @Test
  void aBadValueOfReportLatencyForEachErrorIsOneLineNamingTheProperty() {
    Measurements m = new Measurements(new Properties());
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      DB db = new DBWrapper(new ScriptedDB(), null);
      db.setProperties(props("reportlatencyforeacherror=yes please"));
      assertThatThrownBy(db::init).isInstanceOf(site.ycsb.config.UsageException.class)
          .hasMessageContaining("reportlatencyforeacherror");
    }
  }

  @Test
  void withATracerEachCallRunsInASpanNamedAfterTheBindingClassAndTheCall() throws Exception {
    POJOSpanReceiver receiver = new POJOSpanReceiver(HTraceConfiguration.EMPTY);
    Tracer tracer = new Tracer.Builder("test")
        .conf(HTraceConfiguration.fromKeyValuePairs("sampler.classes", "AlwaysSampler"))
        .tracerPool(new TracerPool("DBWrapperTest")).build();
    tracer.getTracerPool().addReceiver(receiver);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(new Measurements(new Properties()))) {
      DB db = new DBWrapper(new ScriptedDB(), tracer);
      db.init();
      db.read("t", "k", null, new HashMap<>());
      db.update("t", "k", Map.of());
      db.cleanup();
    } finally {
      tracer.close();
    }
    assertThat(receiver.getSpans()).extracting(Span::getDescription)
        .containsExactlyInAnyOrder("ScriptedDB#init", "ScriptedDB#read", "ScriptedDB#update", "ScriptedDB#cleanup");
  }

  @Test
  void dbFactoryMakesTheNamedBindingWithThePropertiesWrappedToMeasure() throws Exception {
    Properties p = props("basicdb.verbose=false");
    Measurements m = new Measurements(p);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      DB db = DBFactory.newDB(BasicDB.class.getName(), p, null);
      assertThat(db).isInstanceOf(DBWrapper.class);
      assertThat(db.getProperties()).isSameAs(p);
      db.init();
      db.read("t", "k", null, new HashMap<>());
    }
    assertThat(export(m)).contains("[READ], Operations, 1\n", "[READ], Return=OK, 1\n");
  }

  @Test
  void dbFactoryThrowsUnknownDbExceptionForAClassItCannotMakeABindingOf() {
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(new Measurements(new Properties()))) {
      assertThatThrownBy(() -> DBFactory.newDB("com.example.NoSuchDB", new Properties(), null))
          .isInstanceOf(UnknownDBException.class).hasMessageContaining("com.example.NoSuchDB");
      assertThatThrownBy(() -> DBFactory.newDB("java.lang.String", new Properties(), null))
          .isInstanceOf(UnknownDBException.class).hasMessageContaining("not a subclass of site.ycsb.DB");
    }
  }

  @Test
  void onAThreadThatServesNoRunAndIsNotBoundAWrapperCannotBeMade() throws Exception {
    CompletableFuture<DB> made = CompletableFuture.supplyAsync(() -> new DBWrapper(new ScriptedDB(), null));
    assertThatThrownBy(made::get).isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(IllegalStateException.class);
  }

  static Properties props(String... keyValues) {
    Properties p = new Properties();
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  static String export(Measurements m) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      m.exportMeasurements(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static long maxOf(String report, String metric) {
    String prefix = "[" + metric + "], MaxLatency(us), ";
    return report.lines().filter(l -> l.startsWith(prefix)).mapToLong(l -> Long.parseLong(l.substring(prefix.length())))
        .findFirst().orElseThrow(() -> new AssertionError("no " + prefix + " in\n" + report));
  }

  @Test
  void writesWithATtlReachTheWrappedBindingAndAreMeasuredAsThePlainWrites() throws Exception {
    Properties p = props();
    Measurements m = new Measurements(p);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(m)) {
      site.ycsb.db.MemoryDB memory = new site.ycsb.db.MemoryDB();
      DB db = new DBWrapper(memory, null);
      db.setProperties(p);
      db.init();
      assertThat(db.supportsTtl()).isTrue();
      assertThat(db.insert("t", "k", Map.of("f", new StringByteIterator("v")), 3600)).isEqualTo(Status.OK);
      assertThat(db.update("t", "k", Map.of("f", new StringByteIterator("w")), 3600)).isEqualTo(Status.OK);
      assertThat(db.read("t", "k", null, new HashMap<>())).isEqualTo(Status.OK);
      db.cleanup();
    }
    assertThat(export(m)).contains("[INSERT], Return=OK, 1\n", "[UPDATE], Return=OK, 1\n");
  }
}
