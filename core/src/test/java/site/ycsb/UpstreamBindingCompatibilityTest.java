package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/**
 * A binding compiled against upstream's {@code site.ycsb:core:0.17.0} jar (and nothing of ours)
 * runs on this core unchanged: the binary API is upstream's.
 */
class UpstreamBindingCompatibilityTest {
  private static final String BINDING = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.*;",
      "import java.util.concurrent.ConcurrentHashMap;",
      "import site.ycsb.*;",
      "public class MapBinding extends DB {",
      "  static final Map<String, Map<String, String>> DATA = new ConcurrentHashMap<>();",
      "  static final Status CUSTOM = new Status(\"CUSTOM_MISS\", \"a status of the binding's own\");",
      "  private String prefix;",
      "  @Override public void init() throws DBException {",
      "    prefix = getProperties().getProperty(\"mapbinding.prefix\", \"\");",
      "  }",
      "  @Override public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {",
      "    Map<String, String> row = DATA.get(prefix + k);",
      "    if (row == null) { return Status.NOT_FOUND; }",
      "    StringByteIterator.putAllAsByteIterators(r, row);",
      "    return Status.OK;",
      "  }",
      "  @Override public Status scan(String t, String s, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {",
      "    return CUSTOM;",
      "  }",
      "  @Override public Status update(String t, String k, Map<String, ByteIterator> v) {",
      "    Map<String, String> row = DATA.get(prefix + k);",
      "    if (row == null) { return Status.NOT_FOUND; }",
      "    for (Map.Entry<String, ByteIterator> e : v.entrySet()) { row.put(e.getKey(), new String(e.getValue().toArray())); }",
      "    return Status.OK;",
      "  }",
      "  @Override public Status insert(String t, String k, Map<String, ByteIterator> v) {",
      "    Map<String, String> row = new ConcurrentHashMap<>();",
      "    StringByteIterator.putAllAsStrings(row, v);",
      "    DATA.put(prefix + k, row);",
      "    return Status.OK;",
      "  }",
      "  @Override public Status delete(String t, String k) {",
      "    return DATA.remove(prefix + k) == null ? Status.NOT_FOUND : Status.OK;",
      "  }",
      "}");

  @Test
  void aBindingCompiledAgainstUpstream0170RunsUnchanged(@TempDir Path dir) throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "MapBinding", BINDING);

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Properties p = TestRuns.props("db=com.example.ycsb.MapBinding", "recordcount=300", "operationcount=5000",
          "threadcount=2", "readproportion=0.5", "updateproportion=0.3", "scanproportion=0.1",
          "deleteproportion=0.1", "mapbinding.prefix=x");
      p.setProperty("dotransactions", "false");
      Benchmark.builder(p).classLoader(loader).build().run();
      p.setProperty("dotransactions", "true");
      RunResult r = Benchmark.builder(p).classLoader(loader).build().run();
      assertThat(r.operations()).isEqualTo(5000);
      assertThat(r.statusCount("READ", "OK")).isPositive();
      assertThat(r.statusCount("UPDATE", "OK")).isPositive();
      assertThat(r.statusCount("DELETE", "OK")).isPositive();
      assertThat(r.statusCount("SCAN", "CUSTOM_MISS")).isEqualTo(r.count("SCAN-FAILED")).isPositive();
      List<String> metrics = List.copyOf(r.metrics().keySet());
      assertThat(metrics).contains("READ", "READ-COMB", "UPDATE", "DELETE", "SCAN-FAILED", "TOTAL");
    }
  }
}
