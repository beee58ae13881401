package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs the real launcher, {@code bin/ycsb}, of this source tree as a separate process, the way a
 * user does. The tree is {@code ycsb.repo.root} (set by the module's Failsafe configuration). The
 * launcher builds missing jars with Maven on first use; the tests do not let it (slow, and racy
 * within a running build) and ask for the jars a root {@code mvn verify} has built by then.
 */
public final class YcsbLauncher {
  /** The client JVM's heap: ample for a few thousand operations, frugal on a shared machine. */
  private static final String CLIENT_JVM_ARGS = "-Xmx512m";

  private final Path root;

  private YcsbLauncher(Path root) {
    this.root = root;
  }

  /** The launcher of the tree named by {@code ycsb.repo.root}, failing clearly when it is not built. */
  public static YcsbLauncher forModules(String... modules) {
    String configured = System.getProperty("ycsb.repo.root");
    if (configured == null || configured.isBlank()) {
      fail("system property ycsb.repo.root is not set: run the end-to-end tests through Maven (Failsafe sets it)");
    }
    Path root = Path.of(configured).toAbsolutePath().normalize();
    if (!Files.isExecutable(root.resolve("bin/ycsb"))) {
      fail("no executable bin/ycsb in " + root);
    }
    List<String> all = new ArrayList<>(List.of("core"));
    all.addAll(List.of(modules));
    for (String module : all) {
      Path target = root.resolve(module).resolve("target");
      if (!hasJar(target) || !Files.isRegularFile(target.resolve("runtime-classpath.txt"))) {
        fail("bin/ycsb needs " + module + "/target/<artifact>-SNAPSHOT.jar and " + module
            + "/target/runtime-classpath.txt, which are missing: build them first, e.g. "
            + "'mvn -B package -DskipTests -pl "
            + String.join(",", all) + " -am' (a root 'mvn verify' builds them before the integration tests)");
      }
    }
    return new YcsbLauncher(root);
  }

  private static boolean hasJar(Path target) {
    if (!Files.isDirectory(target)) {
      return false;
    }
    try (Stream<Path> files = Files.list(target)) {
      return files.map(f -> f.getFileName().toString())
          .anyMatch(n -> n.endsWith("-SNAPSHOT.jar") && !n.endsWith("-tests.jar"));
    } catch (IOException e) {
      return false;
    }
  }

  public Path root() {
    return root;
  }

  /** Starts {@code bin/ycsb <args>} in the tree's root, its output going to files in {@code dir}. */
  public Launched start(Path dir, String name, List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(root.resolve("bin/ycsb").toString());
    command.addAll(args);
    command.add("-jvm-args");
    command.add(CLIENT_JVM_ARGS);
    Path out = dir.resolve(name + ".out");
    Path err = dir.resolve(name + ".err");
    ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    // the launcher's class-data archives stay in the build's folders, not the user's cache
    builder.environment().put("YCSB_CDS_DIR", root.resolve("target/cds").toString());
    Process process = builder.start();
    process.getOutputStream().close();
    return new Launched(String.join(" ", command), process, out, err);
  }

  /** Runs {@code bin/ycsb <args>} to its end (at most {@code timeoutMinutes}). */
  public Finished run(Path dir, String name, List<String> args, long timeoutMinutes)
      throws IOException, InterruptedException {
    return start(dir, name, args).await(timeoutMinutes);
  }

  /** A launcher process still running. */
  public record Launched(String command, Process process, Path stdout, Path stderr) {
    /** Waits for the end; a process still running after the timeout is killed and the test fails. */
    public Finished await(long timeoutMinutes) throws IOException, InterruptedException {
      if (!process.waitFor(timeoutMinutes, TimeUnit.MINUTES)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        fail("bin/ycsb did not finish within " + timeoutMinutes + " minutes: " + command
            + "\nstderr: " + Files.readString(stderr));
      }
      return new Finished(command, process.exitValue(), Files.readString(stdout), Files.readString(stderr));
    }

    /** Text written to standard error so far. */
    public String stderrSoFar() throws IOException {
      return Files.readString(stderr);
    }
  }

  /** A finished launcher process: exit code and everything it printed. */
  public record Finished(String command, int exitCode, String stdout, String stderr) {
    /** Both streams, for failure messages. */
    public String describe() {
      return command + "\nexit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    }
  }
}
