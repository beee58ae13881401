package site.ycsb.engine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import site.ycsb.model.RunResult;

/** Builds properties for short in-process runs: no interval log file unless asked for. */
public final class TestRuns {
  private TestRuns() {
  }

  public static Properties props(String... keyValues) {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("hdrhistogram.fileoutput", "false");
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  /** Runs a phase with its diagnostics captured (not printed). */
  public static RunResult run(Properties p, BindingFactory factory) throws Exception {
    Benchmark.Builder b = Benchmark.builder(p).err(new PrintStream(new ByteArrayOutputStream(), true,
        StandardCharsets.UTF_8));
    if (factory != null) {
      b.dbFactory(factory);
    }
    return b.build().run();
  }

  /** Loads, then runs, sharing the properties object (so the memory store is shared too). */
  public static RunResult loadThenRun(Properties p, BindingFactory factory) throws Exception {
    p.setProperty("dotransactions", "false");
    run(p, factory);
    p.setProperty("dotransactions", "true");
    return run(p, factory);
  }
}
