package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link UpstreamApiSurfaceTest}'s idea applied to behaviour: one probe program
 * ({@code upstream-behaviour/BehaviourProbe.java}: exception types, first values, boundaries and
 * the time-series load sequences of {@code site.ycsb}, its generators, workloads and measurements)
 * is compiled against upstream 0.17.0's jar and against this core, run on each, and every outcome
 * must be the same, or the probe must be listed in {@code upstream-behaviour-differences.txt} with
 * the reason we differ on purpose and both outcomes ({@code upstream:} and {@code here:} lines under
 * its name). The test fails on an unlisted difference (a regression), on a listed one that is gone,
 * and on a listed outcome that is not the one observed (so each entry says exactly what differs).
 */
class UpstreamBehaviourSurfaceTest {
  private static final String PROBE = "com.example.ycsb.BehaviourProbe";

  @Test
  void everyProbeOfUpstreamsBehaviourGivesUpstreamsOutcomeHereOrIsAListedDifference(@TempDir Path dir)
      throws Exception {
    String source = resource("/upstream-behaviour/BehaviourProbe.java");
    Path upstreamClasses = compile(dir.resolve("upstream"), source, UpstreamYcsb.coreJar().toString());
    Path ourClasses = compile(dir.resolve("ours"), source, System.getProperty("java.class.path"));

    Map<String, String> theirs;
    try (URLClassLoader loader = new URLClassLoader(urls(upstreamClasses, UpstreamYcsb.dir()),
        ClassLoader.getPlatformClassLoader())) {
      theirs = outcomes(loader);
    }
    Map<String, String> ours;
    try (URLClassLoader loader = new URLClassLoader(new URL[] {ourClasses.toUri().toURL()},
        getClass().getClassLoader())) {
      ours = outcomes(loader);
    }

    assertThat(ours.keySet()).as("the same probes ran on both").isEqualTo(theirs.keySet());
    Map<String, String[]> pinned = listedDifferences();
    Set<String> listed = pinned.keySet();
    Set<String> unlisted = new TreeSet<>();
    List<String> misstated = new ArrayList<>();
    for (Map.Entry<String, String[]> entry : pinned.entrySet()) {
      String probe = entry.getKey();
      if (!Objects.equals(entry.getValue()[0], theirs.get(probe)) || !Objects.equals(entry.getValue()[1], ours.get(probe))) {
        misstated.add(probe + "\n  upstream: " + theirs.get(probe) + "\n  here:     " + ours.get(probe));
      }
    }
    Set<String> same = new TreeSet<>();
    int differ = 0;
    for (Map.Entry<String, String> e : theirs.entrySet()) {
      String probe = e.getKey();
      boolean equal = e.getValue().equals(ours.get(probe));
      if (!equal) {
        differ++;
        System.out.printf("  differs: %s%n    upstream: %s%n    here:     %s%n", probe, e.getValue(), ours.get(probe));
        if (!listed.contains(probe)) {
          unlisted.add(probe + "\n    upstream: " + e.getValue() + "\n    here:     " + ours.get(probe));
        }
      } else if (listed.contains(probe)) {
        same.add(probe);
      }
    }
    System.out.printf("upstream core 0.17.0 behaviour: %d probes, %d as upstream, %d differ (%d listed)%n",
        theirs.size(), theirs.size() - differ, differ, listed.size());
    assertThat(listed).as("listed differences that are not probes").isSubsetOf(theirs.keySet());
    assertThat(unlisted).as("outcomes that differ from upstream's and are not in upstream-behaviour-differences.txt")
        .isEmpty();
    assertThat(same).as("listed in upstream-behaviour-differences.txt but as upstream now: remove them").isEmpty();
    assertThat(misstated).as("listed outcomes that are not the observed ones (these are)").isEmpty();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = UpstreamBehaviourSurfaceTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static Path compile(Path dir, String source, String classPath) throws IOException {
    Path src = dir.resolve("src/com/example/ycsb/BehaviourProbe.java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, source);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int rc = javac.run(null, null, null, "--release", "17", "-nowarn", "-cp", classPath,
        "-d", classes.toString(), src.toString());
    assertThat(rc).as("the probe compiles against " + classPath).isZero();
    return classes;
  }

  private static URL[] urls(Path classes, Path jarDir) throws IOException {
    List<URL> urls = new ArrayList<>();
    urls.add(classes.toUri().toURL());
    File[] jars = jarDir.toFile().listFiles((d, n) -> n.endsWith(".jar"));
    assertThat(jars).as("upstream's jars in " + jarDir).isNotEmpty();
    for (File jar : jars) {
      urls.add(jar.toURI().toURL());
    }
    return urls.toArray(new URL[0]);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, String> outcomes(ClassLoader loader) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      List<String> lines = (List<String>) loader.loadClass(PROBE).getMethod("run").invoke(null);
      Map<String, String> byProbe = new LinkedHashMap<>();
      for (String line : lines) {
        int arrow = line.indexOf(" -> ");
        assertThat(byProbe.put(line.substring(0, arrow), line.substring(arrow + 4))).as("probe names are unique: " + line)
            .isNull();
      }
      return byProbe;
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  /**
   * The listed probes, each with its outcomes upstream and here: a probe's name on a line of its
   * own, then {@code   upstream: ...} and {@code   here: ...}; lines starting with # are the reasons.
   */
  private static Map<String, String[]> listedDifferences() throws IOException {
    Map<String, String[]> listed = new LinkedHashMap<>();
    String probe = null;
    for (String line : resource("/upstream-behaviour-differences.txt").split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String outcome = line.strip();
      if (!Character.isWhitespace(line.charAt(0))) {
        probe = outcome;
        assertThat(listed.put(probe, new String[2])).as("listed once: " + probe).isNull();
      } else if (outcome.startsWith("upstream:") && probe != null) {
        listed.get(probe)[0] = outcome.substring("upstream:".length()).strip();
      } else if (outcome.startsWith("here:") && probe != null) {
        listed.get(probe)[1] = outcome.substring("here:".length()).strip();
      } else {
        throw new AssertionError("upstream-behaviour-differences.txt: expected 'upstream: ' or 'here: ' under a probe: "
            + line);
      }
    }
    return listed;
  }
}
