package site.ycsb.study;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Properties;
import site.ycsb.config.UsageException;
import site.ycsb.engine.ToolVersion;

/**
 * A study's folder: the plan as it ran ({@code plan.study}), its workload files, the tool's version
 * and the JVM's and host's facts ({@code study.properties}), a folder per step (command, resolved
 * properties, output, interval logs, outcome), the report, and the manifest of checksums.
 */
final class Bundle {
  static final String PLAN = "plan.study";
  static final String FACTS = "study.properties";
  private final Path dir;

  Bundle(Path dir) {
    this.dir = dir.toAbsolutePath().normalize();
  }

  Path dir() {
    return dir;
  }

  Path stepDir(Step step) {
    return dir.resolve("steps").resolve(step.id());
  }

  Path steps() {
    return dir.resolve("steps");
  }

  Path reportDir() {
    return dir.resolve("report");
  }

  /** Whether {@code dir} holds a study (then {@code bin/ycsb report DIR} rebuilds its report). */
  static boolean isBundle(Path dir) {
    return Files.isRegularFile(dir.resolve(PLAN)) && Files.isRegularFile(dir.resolve(FACTS));
  }

  /**
   * Starts the bundle, or checks it for {@code --resume}: a fresh study refuses a folder that holds
   * one; a resumed one needs the same plan.
   */
  void open(StudyPlan plan, boolean resume) throws IOException {
    String text = Files.readString(plan.file(), StandardCharsets.UTF_8);
    if (isBundle(dir)) {
      if (!resume) {
        throw new UsageException("study folder " + dir + ": a study is already there; --resume continues it, or -o"
            + " names another folder");
      }
      if (!text.equals(Files.readString(dir.resolve(PLAN), StandardCharsets.UTF_8))) {
        throw new UsageException("--resume: " + plan.file() + " differs from the plan the study in " + dir
            + " started with (" + PLAN + "); expected the same plan");
      }
      Properties facts = facts();
      facts.setProperty("resumed." + facts.stringPropertyNames().stream().filter(k -> k.startsWith("resumed."))
          .count(), Instant.now().toString());
      BundleFiles.writeProperties(dir.resolve(FACTS), facts);
      return;
    }
    if (resume) {
      throw new UsageException("--resume: no study in " + dir + "; expected the folder of a study started before");
    }
    if (Files.isDirectory(dir)) {
      try (var in = Files.list(dir)) {
        if (in.findAny().isPresent()) {
          throw new UsageException("study folder " + dir + ": not empty and not a study; expected a new folder");
        }
      }
    }
    BundleFiles.write(dir.resolve(PLAN), text);
    for (StudyPlan.Workload w : plan.workloads()) {
      BundleFiles.write(dir.resolve("workloads").resolve(w.name() + "-" + w.file().getFileName()),
          Files.readString(w.file(), StandardCharsets.UTF_8));
    }
    BundleFiles.writeProperties(dir.resolve(FACTS), hostFacts(plan));
  }

  /** The tool's version and the JVM's and host's facts as the study started. */
  private static Properties hostFacts(StudyPlan plan) {
    Properties p = new Properties();
    p.setProperty("study.name", plan.name());
    p.setProperty("study.started", Instant.now().toString());
    p.setProperty("tool.version", ToolVersion.get());
    for (String k : new String[] {"java.version", "java.vendor", "java.vm.name", "java.vm.version", "os.name",
        "os.arch", "os.version"}) {
      p.setProperty(k, System.getProperty(k, ""));
    }
    p.setProperty("host.cpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
    p.setProperty("jvm.maxheap.bytes", Long.toString(Runtime.getRuntime().maxMemory()));
    p.setProperty("jvm.arguments", String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
    try {
      p.setProperty("host.name", InetAddress.getLocalHost().getHostName());
    } catch (IOException e) {
      p.setProperty("host.name", "unknown");
    }
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      p.setProperty("host.memory.bytes", Long.toString(os.getTotalMemorySize()));
    }
    return p;
  }

  Properties facts() {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(dir.resolve(FACTS), StandardCharsets.UTF_8)) {
      p.load(r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  String planText() {
    try {
      return Files.readString(dir.resolve(PLAN), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
