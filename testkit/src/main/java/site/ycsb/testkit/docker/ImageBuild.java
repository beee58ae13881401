package site.ycsb.testkit.docker;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An image built with {@code docker build} from a Dockerfile and files, tagged by its content
 * ({@code <repository>:<version>-<12 hex digits of a SHA-256 over the Dockerfile, the files and
 * the build arguments>}): a later run finds the tag and builds nothing. Cached images carry
 * {@code ycsb.test=true}; an image {@link #ownedByThisJvm() owned by this JVM} is removed when it
 * ends.
 *
 * <pre>{@code String tag = ImageBuild.of("ycsb-test/thing", "1").dockerfile("FROM debian\n...")
 *     .file("lib/a.jar", jar).build();}</pre>
 */
public final class ImageBuild {
  private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(20);

  private final String repository;
  private final String version;
  private String dockerfile;
  /** Name in the context -> content: a Path to copy, or a String to write (executable when flagged). */
  private final Map<String, Object> files = new TreeMap<>();
  private final Map<String, Boolean> executable = new TreeMap<>();
  private final Map<String, String> buildArgs = new LinkedHashMap<>();
  private boolean owned;

  private ImageBuild(String repository, String version) {
    this.repository = repository;
    this.version = version;
  }

  public static ImageBuild of(String repository, String version) {
    return new ImageBuild(repository, version);
  }

  public ImageBuild dockerfile(String text) {
    this.dockerfile = text;
    return this;
  }

  /** A file of the build context, copied from {@code source}. */
  public ImageBuild file(String name, Path source) {
    files.put(name, source);
    return this;
  }

  /** A text file of the build context (a script when {@code isExecutable}). */
  public ImageBuild text(String name, String content, boolean isExecutable) {
    files.put(name, content);
    executable.put(name, isExecutable);
    return this;
  }

  public ImageBuild buildArg(String name, String value) {
    buildArgs.put(name, value);
    return this;
  }

  /** Labelled with this JVM as owner: removed when it ends instead of kept as a cache. */
  public ImageBuild ownedByThisJvm() {
    owned = true;
    return this;
  }

  /** The content tag, without building. */
  public String tag() {
    return repository + ":" + version + "-" + contentHash().substring(0, 12);
  }

  /** The image's tag, built first when the engine does not hold it. */
  public String build() {
    if (!Docker.available()) {
      throw new IllegalStateException(Docker.unavailableReason());
    }
    String tag = tag();
    if (!owned && Images.present(tag)) {
      return tag;
    }
    Path context = null;
    try {
      context = Files.createTempDirectory("ycsb-image-context");
      Files.writeString(context.resolve("Dockerfile"), dockerfile);
      for (Map.Entry<String, Object> f : files.entrySet()) {
        Path target = context.resolve(f.getKey());
        Files.createDirectories(target.getParent());
        if (f.getValue() instanceof Path source) {
          link(source, target);
        } else {
          Files.writeString(target, (String) f.getValue());
          target.toFile().setExecutable(executable.getOrDefault(f.getKey(), false), false);
        }
      }
      List<String> args = new ArrayList<>(List.of("build", "--tag", tag, "--label", "ycsb.test=true",
          "--label", "ycsb.test.image=" + repository));
      if (owned) {
        args.addAll(List.of("--label", Docker.OWNER_LABEL + "=" + Docker.owner()));
      }
      buildArgs.forEach((k, v) -> args.addAll(List.of("--build-arg", k + "=" + v)));
      args.add(context.toString());
      long started = System.nanoTime();
      Docker.Result built = Docker.cli(BUILD_TIMEOUT, args.toArray(String[]::new));
      if (!built.ok()) {
        throw new IllegalStateException("docker build of " + tag + " failed (exit " + built.exitCode() + "): "
            + tail(built.output(), 12));
      }
      Docker.info(String.format("built image %s in %.1f s", tag, (System.nanoTime() - started) / 1e9));
      return tag;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot prepare the build context of " + tag, e);
    } finally {
      deleteQuietly(context);
    }
  }

  private static void link(Path source, Path target) throws IOException {
    try {
      Files.createLink(target, source);
    } catch (IOException | UnsupportedOperationException e) {
      Files.copy(source, target);
    }
  }

  private String contentHash() {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      update(sha, "Dockerfile\0" + dockerfile);
      for (Map.Entry<String, Object> f : files.entrySet()) {
        update(sha, "\0file\0" + f.getKey() + "\0" + executable.getOrDefault(f.getKey(), false) + "\0");
        if (f.getValue() instanceof Path source) {
          byte[] buffer = new byte[1 << 16];
          try (InputStream in = Files.newInputStream(source)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
              sha.update(buffer, 0, n);
            }
          }
        } else {
          update(sha, (String) f.getValue());
        }
      }
      buildArgs.forEach((k, v) -> update(sha, "\0arg\0" + k + "=" + v));
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void update(MessageDigest sha, String s) {
    sha.update(s.getBytes(StandardCharsets.UTF_8));
  }

  static String tail(String output, int lines) {
    List<String> all = output.lines().filter(l -> !l.isBlank()).toList();
    return String.join(" / ", all.subList(Math.max(0, all.size() - lines), all.size()));
  }

  static void deleteQuietly(Path dir) {
    if (dir == null) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a temporary folder: the system cleans it eventually
    }
  }
}
