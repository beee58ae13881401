package site.ycsb.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import site.ycsb.DBException;
import site.ycsb.WorkloadException;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.DbLoader;
import site.ycsb.engine.RunResult;
import site.ycsb.engine.StopReason;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.ReportWriter;

/**
 * The command-line program behind {@code site.ycsb.Client} and {@code bin/ycsb}: parses the
 * arguments, runs the phase(s), writes the report, and turns every failure into one line and an
 * exit code (0 done, 1 failed, 2 bad input). SIGINT/SIGTERM stop the run and the report is still
 * written.
 */
public final class ClientMain {
  public static final String VERSION = "1.0.0-SNAPSHOT";
  public static final int EXIT_OK = 0;
  public static final int EXIT_FAILED = 1;
  public static final int EXIT_USAGE = 2;

  private final PrintStream out;
  private final PrintStream err;
  private final java.io.InputStream in;
  private final AtomicReference<Benchmark> current = new AtomicReference<>();
  private volatile boolean stopped;

  public ClientMain(PrintStream out, PrintStream err) {
    this(System.in, out, err);
  }

  /** With the input the interactive shell reads. */
  public ClientMain(java.io.InputStream in, PrintStream out, PrintStream err) {
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /** Runs the command line; never calls System.exit. */
  public int run(String[] args) {
    CountDownLatch reported = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      stopped = true;
      Benchmark b = current.get();
      if (b != null) {
        err.println("[INFO] stop requested by signal: finishing the current operations and writing the report");
        b.requestStop();
      }
      try {
        reported.await(120, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "ycsb-signal");
    boolean hooked = false;
    try {
      Arguments a = Arguments.parse(args);
      DbLoader loader = new DbLoader(ClientMain.class.getClassLoader());
      if (a.help) {
        printHelp(a.properties, loader);
        return EXIT_OK;
      }
      Secrets secrets = new Secrets(secretNames(loader));
      err.println("YCSB client " + VERSION);
      err.println("Command line: " + secrets.maskCommandLine(args));
      if (a.shell) {
        return new Shell(a.properties, loader, out, err).run(in);
      }
      warnUnknown(a.properties, loader);
      Runtime.getRuntime().addShutdownHook(hook);
      hooked = true;
      if (a.loadRun) {
        Properties load = copy(a.properties);
        load.setProperty("dotransactions", "false");
        RunResult loaded = runPhase(load, err);
        if (stopped || loaded.stopReason() == StopReason.REQUESTED
            || loaded.stopReason() == StopReason.HEAP_EXHAUSTED) {
          return exitCode(loaded);
        }
        Properties run = copy(a.properties);
        // Objects the load phase left in its properties (the memory binding's store) carry over.
        load.forEach((k, v) -> {
          if (!(v instanceof String)) {
            run.put(k, v);
          }
        });
        run.setProperty("dotransactions", "true");
        return exitCode(runPhase(run, null));
      }
      return exitCode(runPhase(a.properties, null));
    } catch (UsageException e) {
      err.println("Error: " + e.getMessage());
      return EXIT_USAGE;
    } catch (DBException | WorkloadException | IOException | RuntimeException e) {
      UsageException usage = UsageException.find(e);
      if (usage != null) {
        err.println("Error: " + usage.getMessage());
        return EXIT_USAGE;
      }
      err.println("Error: " + (e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("")));
      return EXIT_FAILED;
    } finally {
      reported.countDown();
      if (hooked && !stopped) {
        try {
          Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
          // the JVM is exiting: the hook is already running and has been released above
        }
      }
    }
  }

  /** A run the heap watcher ended did not do what was asked: it failed (its report is still written). */
  private static int exitCode(RunResult r) {
    return r.stopReason() == StopReason.HEAP_EXHAUSTED ? EXIT_FAILED : EXIT_OK;
  }

  /** Whether a signal arrived (then the caller must not call System.exit: the JVM is exiting). */
  public boolean stoppedBySignal() {
    return stopped;
  }

  /** Runs one phase and writes its report: to the exporter's destination, or {@code reportTo} if given. */
  private RunResult runPhase(Properties props, PrintStream reportTo) throws DBException, WorkloadException, IOException {
    Benchmark b = Benchmark.builder(props).out(out).err(err).build();
    current.set(b);
    if (stopped) {
      b.requestStop();
    }
    boolean load = "false".equalsIgnoreCase(props.getProperty("dotransactions", "true").trim());
    err.println(load ? "Loading data..." : "Running the workload...");
    RunResult r = b.run();
    if (r.intervalLog() != null) {
      err.println("[INFO] HdrHistogram interval log: " + r.intervalLog().toAbsolutePath());
    }
    if (r.stopReason() != StopReason.COMPLETED) {
      err.println("[INFO] stopped early: " + switch (r.stopReason()) {
        case TIME_LIMIT -> "maxexecutiontime reached";
        case HEAP_EXHAUSTED -> "the Java heap was nearly exhausted (see the error above)";
        default -> "stop requested";
      });
    }
    writeReport(r, props, reportTo);
    return r;
  }

  private void writeReport(RunResult r, Properties props, PrintStream reportTo) throws IOException {
    String exportFile = props.getProperty("exportfile");
    OutputStream dest;
    if (reportTo != null) {
      dest = nonClosing(reportTo);
    } else if (exportFile != null && !exportFile.isBlank()) {
      try {
        dest = Files.newOutputStream(Path.of(exportFile.trim()));
      } catch (IOException e) {
        throw new UsageException("exportfile=" + exportFile + ": cannot write (" + e.getMessage() + ")");
      }
    } else {
      dest = nonClosing(out);
    }
    try (MeasurementsExporter exporter = Exporters.create(props.getProperty("exporter", "text").trim(), dest)) {
      ReportWriter.write(r, exporter);
    } finally {
      dest.close();
    }
  }

  private static OutputStream nonClosing(OutputStream os) {
    return new FilterOutputStream(os) {
      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
      }

      @Override
      public void close() throws IOException {
        flush();
      }
    };
  }

  private static Properties copy(Properties p) {
    Properties c = new Properties();
    c.putAll(p);
    return c;
  }

  private static Set<String> secretNames(DbLoader loader) {
    Set<String> names = new HashSet<>();
    for (BindingDescriptor d : loader.bindings()) {
      d.properties().stream().filter(PropertyDefinition::secret).forEach(p -> names.add(p.name()));
    }
    return names;
  }

  private void warnUnknown(Properties props, DbLoader loader) {
    String db = props.getProperty("db", "site.ycsb.BasicDB").trim();
    boolean core = props.getProperty("workload", "site.ycsb.workloads.CoreWorkload").trim()
        .equals("site.ycsb.workloads.CoreWorkload");
    List<String> unknown = UnknownProperties.find(props, core, loader.declaredProperties(db));
    if (!unknown.isEmpty()) {
      err.println("[WARN] properties that nothing reads (misspelled?): " + String.join(", ", unknown));
    }
  }

  private void printHelp(Properties props, DbLoader loader) {
    String db = props.getProperty("db");
    if (db != null) {
      BindingDescriptor d = loader.describe(db.trim()).orElse(null);
      if (d == null) {
        throw new UsageException("db=" + db + ": no binding of that name on the class path (known: "
            + String.join(", ", loader.bindings().stream().map(b -> b.names().get(0)).toList()) + ")");
      }
      out.println(d.names().get(0) + ": " + d.summary());
      out.println("DB class: " + d.dbClassName() + "   names: " + String.join(", ", d.names()));
      out.println();
      printTable(d.properties());
      return;
    }
    out.println("Usage: bin/ycsb load|run|loadrun|shell <binding> [options]");
    out.println("       java -cp ... site.ycsb.Client [-load|-t|-loadrun] -db <binding> -P <workload file> [options]");
    out.println();
    out.println("Options:");
    out.println("  -P file          load properties from a workload file (repeatable; later files win)");
    out.println("  -p key=value     set a property (wins over files)");
    out.println("  -threads n       client threads (threadcount)");
    out.println("  -target n        target operations per second, all threads together (target)");
    out.println("  -load | -t       load phase | run phase (dotransactions)");
    out.println("  -loadrun         load, then run, in one process (needed for the memory binding)");
    out.println("  -db name         binding short name or DB class (db)");
    out.println("  -s               print a status line every status.interval seconds");
    out.println("  -l label         prefix of the status lines");
    out.println();
    out.println("Bindings on the class path:");
    for (BindingDescriptor d : loader.bindings()) {
      out.printf("  %-12s %s%n", d.names().get(0), d.summary());
    }
    out.println();
    out.println("Engine and measurement properties:");
    printTable(site.ycsb.engine.RunSettings.PROPERTIES);
    printTable(site.ycsb.measurements.MeasurementSettings.PROPERTIES);
  }

  private void printTable(List<PropertyDefinition> table) {
    for (PropertyDefinition p : table) {
      out.printf("  %-36s %-14s %s%n", p.name(), p.secret() ? "(secret)" : p.defaultValue() == null ? "-" : p.defaultValue(),
          p.description());
    }
  }
}
