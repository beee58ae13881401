package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.BindingFactory;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/**
 * A time-series binding compiled against upstream's {@code site.ycsb:core:0.17.0} jar alone (it
 * extends {@code TimeseriesDB} and implements the protected typed forms) runs on this core
 * unchanged, driven by TimeSeriesWorkload in real runs: every typed call it receives is well formed.
 */
class UpstreamTimeseriesCompatibilityTest {
  private static final String BINDING = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.*;",
      "import java.util.concurrent.TimeUnit;",
      "import site.ycsb.*;",
      "public class CountingTSDB extends TimeseriesDB {",
      "  public final List<String> problems = new ArrayList<String>();",
      "  public final Set<String> series = new TreeSet<String>();",
      "  public long doubleInserts, longInserts, reads, scans;",
      "  private Set<String> tagKeys;",
      "  @Override public void init() throws DBException {",
      "    super.init();",
      "    tagKeys = new HashSet<String>(Arrays.asList(getPossibleTagKeys(getProperties())));",
      "  }",
      "  @Override protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {",
      "    reads++;",
      "    if (!tags.keySet().equals(tagKeys)) { problems.add(\"read tags \" + tags); }",
      "    for (List<String> values : tags.values()) {",
      "      if (values.size() != 1) { problems.add(\"read values \" + values); }",
      "    }",
      "    if (timestamp % 60 != 0) { problems.add(\"read at \" + timestamp); }",
      "    return Status.OK;",
      "  }",
      "  @Override protected Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,",
      "      AggregationOperation downsampling, int window, TimeUnit unit) {",
      "    scans++;",
      "    if (endTs - startTs != 600) { problems.add(\"scan span \" + startTs + \"..\" + endTs); }",
      "    if (!tags.keySet().equals(tagKeys)) { problems.add(\"scan tags \" + tags); }",
      "    if (downsampling != AggregationOperation.NONE || window != 0 || unit != TimeUnit.SECONDS) {",
      "      problems.add(\"scan downsampling \" + downsampling + window + unit);",
      "    }",
      "    return Status.OK;",
      "  }",
      "  @Override protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {",
      "    longInserts++;",
      "    return point(metric, timestamp, tags);",
      "  }",
      "  @Override protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {",
      "    doubleInserts++;",
      "    if (value < 0 || value >= 100000) { problems.add(\"value \" + value); }",
      "    return point(metric, timestamp, tags);",
      "  }",
      "  private Status point(String metric, long timestamp, Map<String, ByteIterator> tags) {",
      "    if (tags.containsKey(timestampKey) || tags.containsKey(valueKey)) { problems.add(\"timestamp among tags\"); }",
      "    if (!tags.keySet().equals(tagKeys)) { problems.add(\"insert tags \" + tags.keySet()); }",
      "    if (timestamp % 60 != 0) { problems.add(\"insert at \" + timestamp); }",
      "    StringBuilder id = new StringBuilder(metric);",
      "    for (Map.Entry<String, ByteIterator> e : new TreeMap<String, ByteIterator>(tags).entrySet()) {",
      "      id.append(' ').append(e.getKey()).append('=').append(e.getValue().toString());",
      "    }",
      "    series.add(id.toString());",
      "    return Status.OK;",
      "  }",
      "}");

  /** The binding instances a run created (one per client thread). */
  private static BindingFactory recording(Class<?> binding, Collection<Object> created) {
    return () -> {
      DB db = (DB) binding.getConstructor().newInstance();
      created.add(db);
      return db;
    };
  }

  private static long sum(Collection<Object> dbs, String counter) throws ReflectiveOperationException {
    long n = 0;
    for (Object db : dbs) {
      n += db.getClass().getField(counter).getLong(db);
    }
    return n;
  }

  @SuppressWarnings("unchecked")
  private static <T> List<T> union(Collection<Object> dbs, String field) throws ReflectiveOperationException {
    List<T> all = new ArrayList<>();
    for (Object db : dbs) {
      all.addAll((Collection<T>) db.getClass().getField(field).get(db));
    }
    return all;
  }

  @Test
  void aTimeseriesDbCompiledAgainstUpstreamReceivesWellFormedTypedCalls(@TempDir Path dir) throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "CountingTSDB", BINDING);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Class<?> binding = loader.loadClass("com.example.ycsb.CountingTSDB");
      Properties p = TestRuns.props("workload=site.ycsb.workloads.TimeSeriesWorkload", "fieldcount=4",
          "tagcount=3", "tagcardinality=2,1,3", "recordcount=240", "insertstart=0", "threadcount=2",
          "delayedseries=0");

      Collection<Object> loaded = new ConcurrentLinkedQueue<>();
      p.setProperty("dotransactions", "false");
      RunResult load = TestRuns.run(p, recording(binding, loaded));
      assertThat(loaded).hasSize(2);
      assertThat(load.statusCounts().get("INSERT")).isEqualTo(Map.of("OK", 240L));
      assertThat(sum(loaded, "doubleInserts")).as("valuetype=floats by default").isEqualTo(240);
      Set<String> series = new TreeSet<>(union(loaded, "series"));
      assertThat(series).as("keys x cardinalities").hasSize(4 * 2 * 1 * 3);
      assertThat(union(loaded, "problems")).isEmpty();

      Collection<Object> readers = new ConcurrentLinkedQueue<>();
      p.setProperty("dotransactions", "true");
      p.setProperty("operationcount", "1000");
      p.setProperty("readproportion", "0.5");
      p.setProperty("updateproportion", "0");
      p.setProperty("insertproportion", "0.5");
      p.setProperty("valuetype", "integers");
      RunResult run = TestRuns.run(p, recording(binding, readers));
      assertThat(run.statusCounts().get("READ")).containsOnlyKeys("OK");
      assertThat(sum(readers, "reads")).isEqualTo(run.statusCount("READ", "OK")).isPositive();
      assertThat(sum(readers, "longInserts")).isEqualTo(run.statusCount("INSERT", "OK")).isPositive();
      assertThat(union(readers, "problems")).isEmpty();

      Collection<Object> scanners = new ConcurrentLinkedQueue<>();
      p.setProperty("readproportion", "0");
      p.setProperty("insertproportion", "0");
      p.setProperty("scanproportion", "1");
      p.setProperty("querytimespan", "600");
      RunResult scans = TestRuns.run(p, recording(binding, scanners));
      assertThat(scans.statusCounts().get("SCAN")).isEqualTo(Map.of("OK", 1000L));
      assertThat(sum(scanners, "scans")).isEqualTo(1000);
      assertThat(union(scanners, "problems")).isEmpty();
    }
  }
}
