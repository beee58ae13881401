package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/**
 * A custom workload compiled against upstream's {@code site.ycsb:core:0.17.0} jar alone, drawing
 * from upstream's generator types, runs on this core unchanged: the generators' binary API
 * (boxed {@code nextValue}, {@code nextString}, typed subclasses) is upstream's.
 */
class UpstreamWorkloadCompatibilityTest {
  private static final String WORKLOAD = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.*;",
      "import site.ycsb.*;",
      "import site.ycsb.generator.*;",
      "public class GeneratorWorkload extends Workload {",
      "  private NumberGenerator keys;",
      "  private ZipfianGenerator zipf;",
      "  private Generator<String> field;",
      "  private DiscreteGenerator ops;",
      "  private CounterGenerator loadKeys;",
      "  private AcknowledgedCounterGenerator runKeys;",
      "  private long records;",
      "  @Override public void init(Properties p) throws WorkloadException {",
      "    records = Long.parseLong(p.getProperty(\"recordcount\"));",
      "    zipf = new ZipfianGenerator(records);",
      "    keys = new ScrambledZipfianGenerator(0, records - 1);",
      "    field = new UniformGenerator(Arrays.asList(\"f0\", \"f1\"));",
      "    ops = new DiscreteGenerator();",
      "    ops.addValue(0.7, \"READ\");",
      "    ops.addValue(0.3, \"INSERT\");",
      "    loadKeys = new CounterGenerator(0);",
      "    runKeys = new AcknowledgedCounterGenerator(records);",
      "  }",
      "  private static Map<String, ByteIterator> row(String f) {",
      "    Map<String, ByteIterator> v = new HashMap<>();",
      "    v.put(f, new StringByteIterator(\"value\"));",
      "    return v;",
      "  }",
      "  @Override public boolean doInsert(DB db, Object state) {",
      "    Long k = loadKeys.nextValue();",
      "    return db.insert(\"usertable\", \"k\" + k, row(field.nextValue())) == Status.OK;",
      "  }",
      "  @Override public boolean doTransaction(DB db, Object state) {",
      "    if (\"READ\".equals(ops.nextString())) {",
      "      long k = (zipf.nextValue().longValue() + keys.nextValue().longValue()) % records;",
      "      if (k > runKeys.lastValue() && k >= records) { return false; }",
      "      return db.read(\"usertable\", \"k\" + k, null, new HashMap<>()) == Status.OK;",
      "    }",
      "    long k = runKeys.nextValue();",
      "    Status s = db.insert(\"usertable\", \"k\" + k, row(field.lastValue()));",
      "    runKeys.acknowledge(k);",
      "    return s == Status.OK;",
      "  }",
      "}");

  private static final String SUBCLASS = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.*;",
      "import java.util.concurrent.atomic.AtomicLong;",
      "import site.ycsb.*;",
      "import site.ycsb.generator.*;",
      "import site.ycsb.workloads.CoreWorkload;",
      "public class TenantWorkload extends CoreWorkload {",
      "  public static final AtomicLong KEYS_BUILT = new AtomicLong();",
      "  public static volatile String firstOperation;",
      "  public static volatile String tableSeen;",
      "  @Override public void init(Properties p) throws WorkloadException {",
      "    super.init(p);",
      "    DiscreteGenerator ops = createOperationGenerator(p);",
      "    firstOperation = ops.nextString();",
      "    tableSeen = table;",
      "    Generator<String> tenants = new UniformGenerator(Collections.singletonList(\"tenant\"));",
      "    prefix = tenants.nextValue() + \"-\";",
      "    fieldlengthgenerator = new ConstantIntegerGenerator(7);",
      "  }",
      "  private String prefix;",
      "  @Override protected String buildKeyName(long keynum) {",
      "    KEYS_BUILT.incrementAndGet();",
      "    return prefix + super.buildKeyName(keynum);",
      "  }",
      "}");

  @Test
  void aCoreWorkloadSubclassCompiledAgainstUpstreamOverridesItsHooksAndFields(@TempDir Path dir)
      throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "TenantWorkload", SUBCLASS);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Properties p = TestRuns.props("workload=com.example.ycsb.TenantWorkload", "recordcount=200",
          "operationcount=2000", "threadcount=2", "readproportion=1", "updateproportion=0", "table=tenants");
      p.setProperty("dotransactions", "false");
      Benchmark.builder(p).classLoader(loader).build().run();
      Class<?> workload = loader.loadClass("com.example.ycsb.TenantWorkload");
      long builtByLoad = ((java.util.concurrent.atomic.AtomicLong) workload.getField("KEYS_BUILT").get(null)).get();
      assertThat(builtByLoad).as("the load built its keys through the overridden hook").isEqualTo(200);
      assertThat(workload.getField("firstOperation").get(null)).isEqualTo("READ");
      assertThat(workload.getField("tableSeen").get(null)).isEqualTo("tenants");
      p.setProperty("dotransactions", "true");
      RunResult r = Benchmark.builder(p).classLoader(loader).build().run();
      long builtByRun = ((java.util.concurrent.atomic.AtomicLong) workload.getField("KEYS_BUILT").get(null)).get()
          - builtByLoad;
      assertThat(builtByRun).as("every read's key came through the hook").isEqualTo(2000);
      assertThat(r.statusCount("READ", "OK")).isEqualTo(2000);
    }
  }

  @Test
  void aWorkloadUsingUpstreamGeneratorsCompiledAgainstUpstream0170RunsUnchanged(@TempDir Path dir)
      throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "GeneratorWorkload", WORKLOAD);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Properties p = TestRuns.props("workload=com.example.ycsb.GeneratorWorkload", "recordcount=500",
          "operationcount=4000", "threadcount=2");
      p.setProperty("dotransactions", "false");
      RunResult load = Benchmark.builder(p).classLoader(loader).build().run();
      assertThat(load.statusCount("INSERT", "OK")).isEqualTo(500);
      p.setProperty("dotransactions", "true");
      RunResult r = Benchmark.builder(p).classLoader(loader).build().run();
      assertThat(r.operations()).isEqualTo(4000);
      assertThat(r.statusCount("READ", "OK")).isEqualTo(r.count("READ")).isPositive();
      assertThat(r.statusCount("INSERT", "OK")).isEqualTo(r.count("INSERT")).isPositive();
    }
  }
}
