package site.ycsb.testkit.docker;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Debian 12 with a Java 17 runtime: what the tests' Cassandra, Aerospike and {@code ycsb} images
 * are built on, without any registry. Chosen once per JVM, in this order:
 * <ol>
 *   <li>the image named by {@code YCSB_TEST_BASE_IMAGE} (any image with {@code java} 17 on its
 *       PATH, bash, coreutils and awk);</li>
 *   <li>{@code ycsb-test/debian-jre17:bookworm-<hash>}, when an earlier run built it (the hash is
 *       of the build script below, so a changed recipe builds a new one);</li>
 *   <li>that image built now, as root with {@code debootstrap} (about a minute):
 *       {@code debootstrap --variant=minbase --include=openjdk-17-jre-headless bookworm DIR MIRROR},
 *       the downloaded packages removed, {@code tar -C DIR -c . | docker import - TAG}; MIRROR is
 *       the Debian mirror apt uses here;</li>
 *   <li>{@code eclipse-temurin:17-jre} (Docker Hub's official Java 17 runtime) when present or
 *       pullable: a user's laptop with Docker but without root or debootstrap.</li>
 * </ol>
 * Otherwise {@link UnavailableException}.
 */
public final class BaseImage {
  public static final String VARIABLE = "YCSB_TEST_BASE_IMAGE";
  public static final String OFFICIAL_JRE = "eclipse-temurin:17-jre";
  static final String REPOSITORY = "ycsb-test/debian-jre17";
  private static final long BUILD_TIMEOUT_MINUTES = 20;

  /** $1: an empty work folder; $2: the Debian mirror; $3: the tag. */
  private static final String BUILD_SCRIPT = """
      set -euo pipefail
      export PATH="$PATH:/usr/sbin:/sbin"
      debootstrap --variant=minbase --include=openjdk-17-jre-headless bookworm "$1/rootfs" "$2"
      rm -rf "$1"/rootfs/var/cache/apt/archives/*.deb "$1"/rootfs/var/lib/apt/lists/*
      tar -C "$1/rootfs" -c . | docker import --change 'ENV LANG=C.UTF-8' --change 'LABEL ycsb.test=true' \\
        --change 'LABEL ycsb.test.image=ycsb-test/debian-jre17' - "$3"
      """;

  private static String chosen;
  private static UnavailableException failure;

  private BaseImage() {
  }

  /** The base image's name, building it the first time where it can be built. */
  public static synchronized String name() throws UnavailableException {
    if (chosen == null && failure == null) {
      try {
        chosen = choose();
      } catch (UnavailableException e) {
        failure = e;
      }
    }
    if (failure != null) {
      throw failure;
    }
    return chosen;
  }

  /** The tag a build here gives the base. */
  public static String localTag() {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(BUILD_SCRIPT.getBytes(StandardCharsets.UTF_8));
      return REPOSITORY + ":bookworm-" + HexFormat.of().formatHex(hash).substring(0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String choose() throws UnavailableException {
    if (!Docker.available()) {
      throw new UnavailableException(Docker.unavailableReason());
    }
    String named = System.getenv(VARIABLE);
    if (named != null && !named.isBlank()) {
      if (!Images.presentOrPulled(named.trim())) {
        throw new UnavailableException(VARIABLE + "=" + named.trim() + ": that image is not here and cannot be pulled");
      }
      return named.trim();
    }
    String local = localTag();
    if (Images.present(local)) {
      return local;
    }
    String whyNotBuilt;
    if (!isRoot()) {
      whyNotBuilt = "building it needs root";
    } else if (!onPath("debootstrap")) {
      whyNotBuilt = "building it needs debootstrap (apt-get install debootstrap)";
    } else {
      build(local);
      return local;
    }
    if (Images.presentOrPulled(OFFICIAL_JRE)) {
      Docker.info("base image: " + OFFICIAL_JRE + " (no " + local + ": " + whyNotBuilt + ")");
      return OFFICIAL_JRE;
    }
    throw new UnavailableException("no base image with Java 17: " + whyNotBuilt + ", " + OFFICIAL_JRE
        + " cannot be pulled, and " + VARIABLE + " names none");
  }

  private static void build(String tag) throws UnavailableException {
    String mirror = debianMirror();
    Docker.info("building the base image " + tag + " (Debian 12 + openjdk-17-jre-headless) with debootstrap from "
        + mirror + "; about a minute");
    long started = System.nanoTime();
    Path work = null;
    try {
      work = Files.createTempDirectory("ycsb-base-image");
      Path log = work.resolve("build.log");
      Process p = new ProcessBuilder("bash", "-c", BUILD_SCRIPT, "build-base", work.toString(), mirror, tag)
          .redirectErrorStream(true).redirectOutput(log.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
      if (!p.waitFor(BUILD_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new UnavailableException("building " + tag + " took over " + BUILD_TIMEOUT_MINUTES + " minutes");
      }
      if (p.exitValue() != 0) {
        throw new UnavailableException("building " + tag + " failed (exit " + p.exitValue() + "): "
            + ImageBuild.tail(Files.readString(log), 6));
      }
      Docker.info(String.format("built the base image %s in %.0f s", tag, (System.nanoTime() - started) / 1e9));
    } catch (IOException e) {
      throw new UnavailableException("building " + tag + " failed: " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UnavailableException("building " + tag + " was interrupted");
    } finally {
      if (work != null) {
        // the root file system holds root-owned files and device nodes: rm knows them all
        try {
          new ProcessBuilder("rm", "-rf", work.toString()).inheritIO().start().waitFor(5, TimeUnit.MINUTES);
        } catch (IOException e) {
          ImageBuild.deleteQuietly(work);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  /** The Debian archive apt uses on this machine (a deb822 or one-line source), else deb.debian.org. */
  static String debianMirror() {
    return debianMirror(Path.of("/etc/apt"));
  }

  /** The first Debian archive (not its security archive) in {@code etc}'s sources.list and sources.list.d. */
  static String debianMirror(Path etc) {
    Pattern uri = Pattern.compile("(?m)^(?:URIs:\\s*|deb\\s+(?:\\[[^]]*]\\s+)?)(\\S+/debian)/?(?:\\s|$)");
    try (Stream<Path> lists = Files.isDirectory(etc.resolve("sources.list.d"))
        ? Files.list(etc.resolve("sources.list.d")) : Stream.empty()) {
      List<Path> files = Stream.concat(Stream.of(etc.resolve("sources.list")), lists.sorted()).toList();
      for (Path f : files) {
        if (Files.isRegularFile(f)) {
          Matcher m = uri.matcher(Files.readString(f));
          if (m.find()) {
            return m.group(1);
          }
        }
      }
    } catch (IOException e) {
      // fall through to the public mirror
    }
    return "http://deb.debian.org/debian";
  }

  private static boolean isRoot() {
    try {
      Process p = new ProcessBuilder("id", "-u").redirectErrorStream(true).start();
      String uid = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      return p.waitFor(10, TimeUnit.SECONDS) && uid.equals("0");
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "/usr/sbin:/usr/bin:/sbin:/bin").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, tool))) {
        return true;
      }
    }
    return Files.isExecutable(Path.of("/usr/sbin", tool));
  }
}
