package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import site.ycsb.testkit.docker.BaseImage;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.ImageBuild;
import site.ycsb.testkit.docker.Images;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * The image the tests' Cassandra containers run, chosen once per JVM and printed:
 * <ol>
 *   <li>the image named by {@code CASSANDRA_IMAGE};</li>
 *   <li>the official {@code cassandra:5.0}, when present or pullable;</li>
 *   <li>{@code ycsb-test/cassandra:<version>-<content hash>}, built here on the {@link BaseImage}
 *       from the same {@code cassandra-all} jars, JVM options and configuration as the local
 *       server ({@link CassandraClasspath}, {@link CassandraJvmCommand}, {@link CassandraConfigFiles}),
 *       and kept for later runs (a few seconds to build).</li>
 * </ol>
 * Both kinds take the official image's environment ({@code MAX_HEAP_SIZE}, {@code HEAP_NEWSIZE},
 * {@code CASSANDRA_SEEDS}, {@code JVM_EXTRA_OPTS}), listen on the container's address, and log
 * {@code Starting listening for CQL clients} on standard output when CQL clients can connect.
 */
public final class CassandraImage {
  public static final String VARIABLE = "CASSANDRA_IMAGE";
  public static final String OFFICIAL = "cassandra:5.0";
  static final String REPOSITORY = "ycsb-test/cassandra";
  static final String HOME = "/opt/cassandra";

  private static String chosen;
  private static UnavailableException failure;

  private CassandraImage() {
  }

  /** The image, chosen (and built, where that is the way) the first time. */
  public static synchronized String name() throws UnavailableException {
    if (chosen == null && failure == null) {
      try {
        chosen = Images.namedOrOfficial(VARIABLE, OFFICIAL).orElse(null);
        if (chosen == null) {
          chosen = local();
        }
        Docker.info("Cassandra image: " + chosen + describe(chosen));
      } catch (UnavailableException e) {
        failure = new UnavailableException("no Cassandra image: " + e.getMessage() + " (or set " + VARIABLE
            + " to one)");
      }
    }
    if (failure != null) {
      throw failure;
    }
    return chosen;
  }

  private static String describe(String image) {
    if (image.startsWith(REPOSITORY + ":")) {
      return " (built here: cassandra-all " + CassandraClasspath.serverVersion() + " from Maven Central on "
          + safeBase() + "; " + OFFICIAL + " cannot be pulled)";
    }
    return System.getenv(VARIABLE) != null ? " (" + VARIABLE + ")" : " (official)";
  }

  private static String safeBase() {
    try {
      return BaseImage.name();
    } catch (UnavailableException e) {
      return "?";
    }
  }

  /** The image built here (on the base image, from cassandra-all), building it when the engine lacks it. */
  public static String local() throws UnavailableException {
    String base = BaseImage.name();
    List<Path> jars;
    try {
      jars = CassandraClasspath.resolve(CassandraClasspath.serverVersion(), LocalCassandraServer.workDir());
    } catch (IOException e) {
      throw new UnavailableException("cannot resolve cassandra-all: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UnavailableException("interrupted while resolving cassandra-all");
    }
    ImageBuild build = ImageBuild.of(REPOSITORY, CassandraClasspath.serverVersion()).dockerfile("""
        FROM %s
        COPY lib/ %2$s/lib/
        COPY conf/ %2$s/conf/
        COPY cassandra-start %2$s/bin/cassandra-start
        EXPOSE 7000 9042
        ENTRYPOINT ["%2$s/bin/cassandra-start"]
        """.formatted(base, HOME))
        .text("conf/cassandra.yaml.in", CassandraConfigFiles.yaml("/var/lib/cassandra", "@ADDRESS@", 9042, 7000,
            "@SEEDS@", false), false)
        .text("conf/logback.xml", CassandraConfigFiles.consoleLogback(), false)
        .text("cassandra-start", startScript(jars), true);
    Set<String> names = new HashSet<>();
    for (Path jar : jars) {
      String name = jar.getFileName().toString();
      if (!names.add(name)) {
        throw new UnavailableException("two jars named " + name + " in cassandra-all's class path");
      }
      build.file("lib/" + name, jar);
    }
    return build.build();
  }

  /** The entry point: writes cassandra.yaml for this container's address and seeds, then runs the node. */
  static String startScript(List<Path> jars) {
    List<String> options = new ArrayList<>(CassandraJvmCommand.options());
    options.addAll(CassandraJvmCommand.fileOptions("file://" + HOME + "/conf/cassandra.yaml", "/var/lib/cassandra",
        "/var/log/cassandra", HOME + "/conf/triggers", "file://" + HOME + "/conf/logback.xml", 7199));
    CassandraJvmCommand.jamm(jars).ifPresent(jamm -> options.add("-javaagent:" + HOME + "/lib/" + jamm.getFileName()));
    String quoted = options.stream().map(o -> "'" + o.replace("'", "'\\''") + "'")
        .collect(Collectors.joining(" \\\n  "));
    return """
        #!/bin/bash
        # One Cassandra node, generated by site.ycsb.testkit.cassandra.CassandraImage. It takes the official
        # image's environment: MAX_HEAP_SIZE, HEAP_NEWSIZE, CASSANDRA_SEEDS (addresses; default: this node),
        # JVM_EXTRA_OPTS.
        set -eu
        address=$(hostname -i | awk '{print $1}')
        seeds=${CASSANDRA_SEEDS:-$address}
        mkdir -p /var/lib/cassandra /var/log/cassandra %1$s/conf/triggers
        sed -e "s/@ADDRESS@/$address/g" -e "s/@SEEDS@/$seeds/g" %1$s/conf/cassandra.yaml.in > %1$s/conf/cassandra.yaml
        heap=${MAX_HEAP_SIZE:-512M}
        # JVM_EXTRA_OPTS is split into words on purpose, as the official image does
        exec java -Xms"$heap" -Xmx"$heap" -Xmn"${HEAP_NEWSIZE:-128M}" \\
          %2$s \\
          ${JVM_EXTRA_OPTS:-} -cp '%1$s/lib/*' %3$s
        """.formatted(HOME, quoted, CassandraJvmCommand.MAIN_CLASS);
  }
}
