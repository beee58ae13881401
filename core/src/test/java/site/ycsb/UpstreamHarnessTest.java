package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A harness written as upstream's {@code Client} drove a run (DBFactory, DBWrapper, CoreWorkload,
 * ClientThreads with a latch, a StatusThread, a TerminatorThread, then {@code
 * Measurements.exportMeasurements}), compiled against upstream's jar (and htrace, which javac needs
 * for DBFactory's signature), runs on this core in a class loader that holds our core and
 * HdrHistogram but no htrace: a harness passing a null Tracer needs none at run time.
 */
class UpstreamHarnessTest {
  private static final String HARNESS = String.join("\n",
      "package com.example.ycsb;",
      "import java.io.ByteArrayOutputStream;",
      "import java.util.*;",
      "import java.util.concurrent.CountDownLatch;",
      "import site.ycsb.*;",
      "import site.ycsb.measurements.Measurements;",
      "import site.ycsb.measurements.exporter.*;",
      "import site.ycsb.workloads.CoreWorkload;",
      "public class UpstreamHarness {",
      "  /** Finds every key whose hash is even; the others are NOT_FOUND. */",
      "  public static class HalfFullDB extends DB {",
      "    @Override public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {",
      "      return (k.hashCode() & 1) == 0 ? Status.OK : Status.NOT_FOUND;",
      "    }",
      "    @Override public Status scan(String t, String s, int n, Set<String> f,",
      "        Vector<HashMap<String, ByteIterator>> r) { return Status.OK; }",
      "    @Override public Status update(String t, String k, Map<String, ByteIterator> v) { return Status.OK; }",
      "    @Override public Status insert(String t, String k, Map<String, ByteIterator> v) { return Status.OK; }",
      "    @Override public Status delete(String t, String k) { return Status.OK; }",
      "  }",
      "  public static String run(Properties props) throws Exception {",
      "    Workload workload = new CoreWorkload();",
      "    workload.init(props);",
      "    int threadCount = Integer.parseInt(props.getProperty(\"threadcount\"));",
      "    int opsPerThread = Integer.parseInt(props.getProperty(\"operationcount\")) / threadCount;",
      "    CountDownLatch latch = new CountDownLatch(threadCount);",
      "    List<ClientThread> clients = new ArrayList<ClientThread>();",
      "    Map<Thread, ClientThread> threads = new LinkedHashMap<Thread, ClientThread>();",
      "    for (int i = 0; i < threadCount; i++) {",
      "      DB db = DBFactory.newDB(HalfFullDB.class.getName(), props, null);",
      "      ClientThread c = new ClientThread(db, true, workload, props, opsPerThread, 0, latch);",
      "      c.setThreadId(i);",
      "      c.setThreadCount(threadCount);",
      "      clients.add(c);",
      "      threads.put(new Thread(c, \"client-\" + i), c);",
      "    }",
      "    StatusThread status = new StatusThread(latch, clients, \"harness \", false, 1, true);",
      "    status.start();",
      "    TerminatorThread terminator = new TerminatorThread(600, threads.keySet(), workload);",
      "    terminator.start();",
      "    for (Thread t : threads.keySet()) { t.start(); }",
      "    long done = 0;",
      "    for (Map.Entry<Thread, ClientThread> e : threads.entrySet()) {",
      "      e.getKey().join();",
      "      done += e.getValue().getOpsDone();",
      "    }",
      "    terminator.interrupt();",
      "    status.join();",
      "    workload.cleanup();",
      "    ByteArrayOutputStream out = new ByteArrayOutputStream();",
      "    MeasurementsExporter exporter = new TextMeasurementsExporter(out);",
      "    exporter.write(\"OVERALL\", \"Operations\", done);",
      "    exporter.write(\"OVERALL\", \"MaxThreads\", status.getMaxThreads());",
      "    Measurements.getMeasurements().exportMeasurements(exporter);",
      "    exporter.close();",
      "    return out.toString(\"UTF-8\");",
      "  }",
      "}");

  private static final Pattern COUNT_LINE = Pattern.compile("^\\[([^\\]]+)\\], (Operations|Return=\\w+), (\\d+)$",
      Pattern.MULTILINE);

  @Test
  void aHarnessCompiledAgainstUpstreamRunsOnOurCoreWithoutHtraceAndExportsEveryOperation(@TempDir Path dir)
      throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCoreAndHtrace(dir, "UpstreamHarness", HARNESS);
    Properties props = new Properties();
    props.setProperty("recordcount", "500");
    props.setProperty("operationcount", "4000");
    props.setProperty("threadcount", "4");
    props.setProperty("readproportion", "0.5");
    props.setProperty("updateproportion", "0.3");
    props.setProperty("insertproportion", "0.2");
    props.setProperty("requestdistribution", "uniform");

    String report;
    try (URLClassLoader ourCoreOnly = new URLClassLoader(
        new URL[] {codeOf(DB.class), codeOf(Histogram.class), classes.toUri().toURL()},
        ClassLoader.getPlatformClassLoader())) {
      assertThatThrownBy(() -> ourCoreOnly.loadClass("org.apache.htrace.core.Tracer"))
          .as("the harness runs without htrace").isInstanceOf(ClassNotFoundException.class);
      assertThat(ourCoreOnly.loadClass("site.ycsb.DBWrapper").getClassLoader()).isSameAs(ourCoreOnly);
      report = runBound(ourCoreOnly, props);
    }

    Map<String, Map<String, Long>> counts = counts(report);
    assertThat(counts.get("OVERALL").get("Operations")).isEqualTo(4000);
    long operations = 0;
    for (String op : new String[] {"READ", "UPDATE", "INSERT"}) {
      Map<String, Long> c = counts.get(op);
      assertThat(c).as(op + " in\n" + report).isNotNull();
      long returns = c.entrySet().stream().filter(e -> e.getKey().startsWith("Return="))
          .mapToLong(Map.Entry::getValue).sum();
      long failed = counts.getOrDefault(op + "-FAILED", Map.of()).getOrDefault("Operations", 0L)
          + counts.getOrDefault(op + "-NOT_FOUND", Map.of()).getOrDefault("Operations", 0L);
      assertThat(c.get("Operations") + failed).as(op + ": latencies recorded").isEqualTo(returns);
      operations += returns;
    }
    assertThat(operations).as("every operation done is in the report").isEqualTo(4000);
    assertThat(counts.get("READ")).containsKeys("Return=OK", "Return=NOT_FOUND");
    assertThat(counts.get("READ-NOT_FOUND").get("Operations")).isEqualTo(counts.get("READ").get("Return=NOT_FOUND"));
    assertThat(counts).doesNotContainKey("READ-FAILED"); // NOT_FOUND is no failure
    assertThat(counts.get("CLEANUP").get("Operations")).as("one per client thread").isEqualTo(4);
    assertThat(report).contains("[THREAD_COUNT], Operations, ").contains("[USED_MEM_MB], Operations, ");
    assertThat(counts.get("OVERALL").get("MaxThreads")).isPositive();
  }

  /** Runs the harness on this thread, bound (in the harness's class loader) to measurements of its own. */
  private static String runBound(ClassLoader loader, Properties props) throws Exception {
    Class<?> measurements = loader.loadClass("site.ycsb.measurements.Measurements");
    Object own = measurements.getConstructor(Properties.class).newInstance(props);
    Object scope = loader.loadClass("site.ycsb.measurements.MeasurementsBinding").getMethod("bind", measurements)
        .invoke(null, own);
    try (AutoCloseable bound = (AutoCloseable) scope) {
      return (String) loader.loadClass("com.example.ycsb.UpstreamHarness").getMethod("run", Properties.class)
          .invoke(null, props);
    }
  }

  private static URL codeOf(Class<?> c) throws URISyntaxException, java.net.MalformedURLException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toUri().toURL();
  }

  /** Metric to (Operations or Return=X) to count. */
  private static Map<String, Map<String, Long>> counts(String report) {
    Map<String, Map<String, Long>> out = new LinkedHashMap<>();
    Matcher m = COUNT_LINE.matcher(report);
    while (m.find()) {
      out.computeIfAbsent(m.group(1), k -> new LinkedHashMap<>()).put(m.group(2), Long.parseLong(m.group(3)));
    }
    Matcher threads = Pattern.compile("^\\[OVERALL\\], MaxThreads, (\\d+)$", Pattern.MULTILINE).matcher(report);
    if (threads.find()) {
      out.get("OVERALL").put("MaxThreads", Long.parseLong(threads.group(1)));
    }
    return out;
  }
}
