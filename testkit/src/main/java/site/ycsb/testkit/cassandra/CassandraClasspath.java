package site.ycsb.testkit.cassandra;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The runtime classpath of {@code org.apache.cassandra:cassandra-all}, resolved by a nested Maven
 * run on a generated pom and cached in a file. The server's jars (its own netty, guava, ...) so
 * never meet the driver's on the test classpath. The nested Maven uses the build's Maven and local
 * repository, passed as system properties by the module's Failsafe configuration; the first run
 * downloads about 69 MB from Maven Central, later runs need no network.
 */
final class CassandraClasspath {
  /** Same version as the root pom's pluginManagement. */
  private static final String DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1";
  private static final long TIMEOUT_MINUTES = 20;

  private CassandraClasspath() {
  }

  /** {@code cassandra.server.version} (the root pom's, passed by the modules' Failsafe configuration). */
  static String serverVersion() {
    return System.getProperty("cassandra.server.version", "5.0.9");
  }

  /** The jars, resolving them the first time (per version and work directory). */
  static synchronized List<Path> resolve(String version, Path workDir) throws IOException, InterruptedException {
    Path cached = workDir.resolve("cassandra-all-" + version + ".classpath");
    if (Files.isRegularFile(cached)) {
      List<Path> jars = parse(Files.readString(cached));
      if (!jars.isEmpty() && jars.stream().allMatch(Files::isRegularFile)) {
        return jars;
      }
    }
    Path dir = Files.createDirectories(workDir.resolve("resolver"));
    Path pom = Files.writeString(dir.resolve("pom.xml"), pom(version));
    Path output = dir.resolve("classpath.tmp");
    Files.deleteIfExists(output);
    List<String> command = new ArrayList<>(List.of(mavenExecutable(), "-B", "-q", "-f", pom.toString(),
        DEPENDENCY_PLUGIN + ":build-classpath", "-Dmdep.includeScope=runtime", "-Dmdep.outputFile=" + output));
    String repo = System.getProperty("maven.repo.local");
    if (repo != null && !repo.isBlank()) {
      command.add("-Dmaven.repo.local=" + repo);
    }
    Path log = dir.resolve("mvn.log");
    System.err.println("[cassandra-testserver] resolving org.apache.cassandra:cassandra-all:" + version
        + " with Maven (first run downloads ~69 MB), log: " + log);
    Process mvn = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    mvn.getOutputStream().close(); // batch mode never asks, but never let it wait for input
    if (!mvn.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      mvn.destroyForcibly();
      throw new IOException("Maven did not resolve cassandra-all within " + TIMEOUT_MINUTES + " minutes; see " + log);
    }
    if (mvn.exitValue() != 0 || !Files.isRegularFile(output)) {
      throw new IOException("Maven failed to resolve cassandra-all " + version + " (exit " + mvn.exitValue() + "): "
          + LocalCassandraServer.tail(log, 15));
    }
    Files.move(output, cached, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    return parse(Files.readString(cached));
  }

  private static List<Path> parse(String classpath) {
    return Arrays.stream(classpath.trim().split(File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList();
  }

  /** The Maven running this build, else $MAVEN_HOME's, else mvn on the PATH. */
  private static String mavenExecutable() {
    String script = System.getProperty("os.name", "").startsWith("Windows") ? "mvn.cmd" : "mvn";
    for (String home : new String[] {System.getProperty("maven.home"), System.getenv("MAVEN_HOME")}) {
      if (home != null && !home.isBlank() && Files.isExecutable(Path.of(home, "bin", script))) {
        return Path.of(home, "bin", script).toString();
      }
    }
    return script;
  }

  private static String pom(String version) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>site.ycsb.testserver</groupId>
          <artifactId>cassandra-server-classpath</artifactId>
          <version>1</version>
          <packaging>pom</packaging>
          <dependencies>
            <dependency>
              <groupId>org.apache.cassandra</groupId>
              <artifactId>cassandra-all</artifactId>
              <version>%s</version>
            </dependency>
          </dependencies>
        </project>
        """.formatted(version);
  }
}
