package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/embedding.md as a newcomer follows it: its commands, run as written by bash, install core from
 * a copy of this checkout, then build the page's pom.xml and Java program with Maven and run it.
 * Maven runs offline on the running build's local repository, so every plugin the page's POM names
 * must be one this build already uses.
 */
class EmbeddingExampleIT {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
  private static final Pattern BLOCK = Pattern.compile("(?ms)^```(\\w+)\\s*\\R(.*?)^```\\s*$");

  @Test
  void thePagesProjectBuildsOfflineAgainstTheInstalledCoreAndRunsAWorkload(@TempDir Path work) throws Exception {
    String page = Files.readString(ROOT.resolve("docs/embedding.md"));
    String commands = blockAfter(page, "<!-- embedding-commands", "sh");
    assertThat(commands).as("the page's commands").contains("-pl core -am install", "cd embedded-benchmark");

    Path checkout = copyOfCoreAndPoms(work.resolve("checkout"));
    Path example = Files.createDirectories(checkout.resolve("embedded-benchmark/src/main/java"));
    Files.writeString(checkout.resolve("embedded-benchmark/pom.xml"), projectPom(page));
    Files.writeString(example.resolve("EmbeddedBenchmark.java"), DocExampleCompiler.exampleSource(
        ROOT.resolve("docs/embedding.md")));

    Path log = work.resolve("commands.log");
    ProcessBuilder pb = new ProcessBuilder("bash", "-ec", commands).directory(checkout.toFile())
        .redirectErrorStream(true).redirectOutput(log.toFile());
    // `mvn` of the page, offline on this build's repository (where core's plugins already are)
    pb.environment().put("BASH_ENV", Files.writeString(work.resolve("mvn.sh"),
        "mvn() { \"" + mavenCommand() + "\" -o -Dmaven.repo.local=\"" + localRepository() + "\" \"$@\"; }\n")
        .toString());
    Process bash = pb.start();
    boolean ended = bash.waitFor(15, TimeUnit.MINUTES);
    if (!ended) {
      bash.destroyForcibly();
    }
    String out = Files.readString(log, StandardCharsets.UTF_8);
    String tail = out.substring(Math.max(0, out.length() - 6000));
    assertThat(ended).as("the page's commands ended within 15 minutes:%n%s", tail).isTrue();
    assertThat(bash.exitValue()).as("exit code of the page's commands:%n%s", tail).isZero();
    assertThat(out.split("BUILD SUCCESS", -1)).as("two Maven builds, core's install and the example's:%n%s", tail)
        .hasSize(3);
    assertThat(out).as(tail).contains("Installing", "ycsb-parent", "load: 1000 inserts, 1000 OK", "[OVERALL], RunTime(ms)", "[READ], Return=OK")
        .containsPattern("run: 10000 operations, \\d+ ops/sec, READ p99 \\d+ us, \\d+ reads OK");
  }

  /** The page's complete POM: the ```xml block that is a project. */
  private static String projectPom(String page) {
    Matcher m = BLOCK.matcher(page);
    while (m.find()) {
      if (m.group(1).equals("xml") && m.group(2).contains("<project")) {
        return m.group(2);
      }
    }
    throw new AssertionError("docs/embedding.md has no ```xml block holding a <project>");
  }

  private static String blockAfter(String page, String marker, String language) {
    int at = page.indexOf(marker);
    assertThat(at).as("docs/embedding.md marks its commands with %s", marker).isNotNegative();
    Matcher m = BLOCK.matcher(page);
    assertThat(m.find(at) && m.group(1).equals(language)).as("a ```%s block after %s", language, marker).isTrue();
    return m.group(2);
  }

  /**
   * The root POM, every module's POM (Maven reads them all, even for {@code -pl core}) and core: the
   * install builds there, never in this checkout's target folders, which the running build uses.
   */
  private static Path copyOfCoreAndPoms(Path to) throws IOException {
    List<Path> poms;
    try (Stream<Path> files = Files.walk(ROOT)) {
      poms = files.filter(f -> f.getFileName().toString().equals("pom.xml"))
          .filter(f -> !ROOT.relativize(f).toString().contains("target/")).toList();
    }
    for (Path pom : poms) {
      copy(pom, to.resolve(ROOT.relativize(pom).toString()));
    }
    for (String dir : new String[] {"core/src", ".mvn"}) {
      if (Files.isDirectory(ROOT.resolve(dir))) {
        try (Stream<Path> files = Files.walk(ROOT.resolve(dir))) {
          for (Path f : files.filter(Files::isRegularFile).toList()) {
            copy(f, to.resolve(ROOT.relativize(f).toString()));
          }
        }
      }
    }
    return to;
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to);
  }

  private static String mavenCommand() {
    String home = System.getProperty("maven.home");
    return home != null && Files.isExecutable(Path.of(home, "bin", "mvn")) ? Path.of(home, "bin", "mvn").toString() : "mvn";
  }

  private static String localRepository() {
    String repo = System.getProperty("maven.repo.local");
    assertThat(repo).as("maven.repo.local, set by Failsafe from the build's settings.localRepository").isNotBlank();
    return repo;
  }
}
