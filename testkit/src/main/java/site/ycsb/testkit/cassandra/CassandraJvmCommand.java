package site.ycsb.testkit.cassandra;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The command line of a Cassandra 5.0 server JVM on JDK 17: the flags of Cassandra's own
 * jvm17-server.options and start-up script that matter for one small test node.
 */
final class CassandraJvmCommand {
  static final String MAIN_CLASS = "org.apache.cassandra.service.CassandraDaemon";
  private static final String SETSID = "/usr/bin/setsid";

  /** Cassandra 5.0's jvm17-server.options module flags; at least sun.nio.ch, jdk.internal.ref, java.io are vital. */
  private static final List<String> MODULE_FLAGS = Stream.concat(
      Stream.of("java.base/jdk.internal.misc", "java.management.rmi/com.sun.jmx.remote.internal.rmi",
          "java.rmi/sun.rmi.registry", "java.rmi/sun.rmi.server", "java.sql/java.sql", "java.base/java.lang.ref",
          "jdk.unsupported/sun.misc", "jdk.compiler/com.sun.tools.javac.file", "jdk.attach/sun.tools.attach")
          .map(p -> "--add-exports=" + p + "=ALL-UNNAMED"),
      Stream.of("java.base/java.lang.module", "java.base/jdk.internal.loader", "java.base/jdk.internal.ref",
          "java.base/jdk.internal.reflect", "java.base/jdk.internal.math", "java.base/jdk.internal.module",
          "java.base/jdk.internal.util.jar", "jdk.management/com.sun.management.internal", "java.base/sun.nio.ch",
          "java.base/java.io", "java.base/java.lang.reflect", "jdk.compiler/com.sun.tools.javac",
          "java.base/java.lang", "java.base/java.util")
          .map(p -> "--add-opens=" + p + "=ALL-UNNAMED"))
      .toList();

  private static List<String> dropMemoryLock;

  /** The module flags (nodetool's JVM needs them too). */
  static List<String> moduleFlags() {
    return MODULE_FLAGS;
  }

  private CassandraJvmCommand() {
  }

  /**
   * The server JVM's command line. With {@code exitWithParent}, {@code launcher} receives a copy of
   * ExitWithParent.class, which ends the server when its stdin closes; without, the server is
   * detached: it runs in a session of its own ({@code setsid}, where there is one), so neither a
   * closing terminal nor a Ctrl-C meant for its starter reaches it. {@code settings} ({@code
   * NAME=VALUE}) override cassandra.yaml's ({@link CassandraConfigFiles#settingOptions}).
   */
  static List<String> build(List<Path> jars, String heap, Path launcher, Path conf, Path data, Path logs, int jmxPort,
      boolean exitWithParent, List<String> settings) throws IOException {
    List<String> command = new ArrayList<>();
    if (!exitWithParent && Files.isExecutable(Path.of(SETSID))) {
      command.add(SETSID);
    }
    command.addAll(dropMemoryLockPrefix());
    String javaHome = System.getenv().getOrDefault("CASSANDRA_JAVA_HOME", System.getProperty("java.home"));
    command.add(Path.of(javaHome, "bin", "java").toString());
    command.addAll(List.of("-Xms" + heap, "-Xmx" + heap));
    command.addAll(options());
    command.addAll(fileOptions(conf.resolve("cassandra.yaml").toUri().toString(), data.toString(), logs.toString(),
        conf.resolve("triggers").toString(), conf.resolve("logback.xml").toUri().toString(), jmxPort));
    command.addAll(tempDirOptions(data));
    command.addAll(CassandraConfigFiles.settingOptions(settings));
    jamm(jars).ifPresent(jamm -> command.add("-javaagent:" + jamm));
    command.add("-cp");
    String serverJars = jars.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    if (exitWithParent) {
      command.add(launcherDir(launcher) + File.pathSeparator + serverJars);
      command.add(ExitWithParent.class.getName());
    } else {
      command.add(serverJars);
    }
    command.add(MAIN_CLASS);
    return command;
  }

  /**
   * The options of every node, wherever it runs (a local JVM or a container): collector, module
   * access, start-up shortcuts; not the heap, files or class path.
   */
  static List<String> options() {
    List<String> options = new ArrayList<>(List.of("-Xss256k", "-XX:+UseG1GC", "-XX:+ParallelRefProcEnabled",
        "-XX:MaxTenuringThreshold=1", "-XX:+PerfDisableSharedMem", "-XX:+ExitOnOutOfMemoryError",
        "-XX:+UseThreadPriorities", "-ea", "-da:net.openhft...", "-Djava.net.preferIPv4Stack=true",
        "-Djdk.attach.allowAttachSelf=true", "-Dio.netty.tryReflectionSetAccessible=true",
        "-Dchronicle.analytics.disable=true"));
    options.addAll(MODULE_FLAGS);
    options.addAll(List.of(
        "-Dcassandra-foreground=yes",
        "-Dcassandra.skip_wait_for_gossip_to_settle=0",
        "-Dcassandra.shutdown_announce_in_ms=0",
        // a node joining a small test cluster learns the ring in well under the default 30 s
        "-Dcassandra.ring_delay_ms=5000",
        // skips a ~1.5 s measurement at startup; 180 is what 5.0 computes itself on JDK 17
        "-Dcassandra.memtable.row_overhead_size=180"));
    return options;
  }

  /** The options naming a node's files: its cassandra.yaml and logback.xml (URIs), data, logs, triggers. */
  static List<String> fileOptions(String yamlUri, String data, String logs, String triggers, String logbackUri,
      int jmxPort) {
    return List.of("-Dcassandra.config=" + yamlUri, "-Dcassandra.storagedir=" + data, "-Dcassandra.logdir=" + logs,
        "-Dcassandra.triggers_dir=" + triggers, "-Dlogback.configurationFile=" + logbackUri,
        "-Dcassandra.jmx.local.port=" + jmxPort);
  }

  /**
   * The node's temporary files (the native libraries lz4-java, snappy-java, netty and JNA unpack,
   * 5 MiB a start, left behind whenever the node is killed) go to {@code <data>/tmp}, not
   * {@code /tmp}: they go away with the node's folder.
   */
  static List<String> tempDirOptions(Path data) throws IOException {
    Path tmp = Files.createDirectories(data.resolve("tmp")).toAbsolutePath();
    return List.of("-Djava.io.tmpdir=" + tmp, "-Dorg.xerial.snappy.tempdir=" + tmp, "-Djna.tmpdir=" + tmp);
  }

  /** The jamm jar, Cassandra's memory meter, which runs as a Java agent. */
  static java.util.Optional<Path> jamm(List<Path> jars) {
    return jars.stream().filter(j -> j.getFileName().toString().matches("jamm-[0-9.]+\\.jar")).findFirst();
  }

  /** A directory holding only ExitWithParent.class, so no other test class reaches the server. */
  private static Path launcherDir(Path dir) throws IOException {
    String resource = ExitWithParent.class.getName().replace('.', '/') + ".class";
    Path target = dir.resolve(resource);
    Files.createDirectories(target.getParent());
    try (InputStream in = ExitWithParent.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("cannot find " + resource + " on the test classpath");
      }
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
    return dir;
  }

  /**
   * As root, Cassandra's mlockall pins the whole heap in RAM; without CAP_IPC_LOCK it only warns.
   * setpriv drops the capability, when it exists and is allowed to (tried once on {@code true}).
   */
  private static synchronized List<String> dropMemoryLockPrefix() {
    if (dropMemoryLock == null) {
      List<String> prefix = List.of("/usr/bin/setpriv", "--inh-caps=-ipc_lock", "--bounding-set=-ipc_lock", "--");
      dropMemoryLock = List.of();
      if ("root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of(prefix.get(0)))) {
        try {
          List<String> probe = new ArrayList<>(prefix);
          probe.add("true");
          Process p = new ProcessBuilder(probe).redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
          if (p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0) {
            dropMemoryLock = prefix;
          }
        } catch (IOException e) {
          // no setpriv after all: run without it
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
    return dropMemoryLock;
  }
}
