package site.ycsb.options;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import site.ycsb.cli.ClientMain;
import site.ycsb.config.Option;

/** The registry is whole: every option core reads is declared once, described, and listed by --help. */
class OptionsRegistryTest {
  private static final Path MAIN = Path.of("src/main/java/site/ycsb");

  /** A read of a property by a name written out: what a declaration replaces. */
  private static final Pattern LITERAL_READ = Pattern.compile(
      "(?:getProperty|\\.string|\\.bool|\\.intValue|\\.longValue|\\.doubleValue|\\.seconds|\\.choice|\\.doubleList"
          + "|\\.has)\\(\\s*\"([A-Za-z_][A-Za-z0-9_.]*)\"");

  /**
   * What other parts own and declare themselves: the workloads and the engine's checks of them
   * (site.ycsb.workloads, RunChecks, PhaseCheck), the bindings (site.ycsb.db, binding/, the
   * embedded bindings, upstream's example DBs), CoreWorkloadOperations (which reads CoreWorkload's
   * proportions to know a phase's operations), and ToolVersion, which reads its jar's own version
   * file, no option; and the study runner (site.ycsb.study), which reads its plan's and its bundle's
   * own files (docs/studies.md), not a run's options.
   */
  private static final List<String> OTHER_OWNERS = List.of("workloads/", "db/", "binding/", "engine/RunChecks.java",
      "engine/PhaseCheck.java", "engine/EmbeddedBindings.java", "BasicDB.java", "BasicTSDB.java",
      "GoodBadUglyDB.java", "TimeseriesDB.java", "thresholds/CoreWorkloadOperations.java", "engine/ToolVersion.java",
      "study/");

  /** Every declaration once: a group may list another's (CoreWorkload's table shows the engine's counts). */
  private static List<Option<?>> all() {
    Set<Option<?>> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    return CoreOptions.groups().stream().flatMap(g -> g.options().stream()).<Option<?>>map(o -> o)
        .filter(seen::add).toList();
  }

  @Test
  void everyOptionHasOneNameADescriptionAndAType() {
    Set<String> names = new HashSet<>();
    List<Option<?>> options = new ArrayList<>(all());
    options.addAll(UpstreamOptions.ALL);
    for (Option<?> o : options) {
      assertThat(names.add(o.name())).as("%s declared once", o.name()).isTrue();
      assertThat(o.description()).as("%s's description", o.name()).isNotBlank();
      assertThat(o.type()).as("%s's type", o.name()).isNotNull();
      assertThat(o.commands()).as("%s's commands", o.name()).isNotEmpty();
    }
  }

  @Test
  void everyGroupNamesAPageOfTheManual() {
    for (OptionGroup g : CoreOptions.groups()) {
      assertThat(Path.of("..", "docs", g.page())).as("%s's page", g.title()).exists();
    }
  }

  @Test
  void coreReadsNoOptionByANameOfItsOwnOutsideTheDeclarations() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        String rel = MAIN.relativize(f).toString().replace('\\', '/');
        if (rel.startsWith("options/") || rel.startsWith("config/")
            || OTHER_OWNERS.stream().anyMatch(rel::startsWith)) {
          continue;
        }
        Matcher m = LITERAL_READ.matcher(Files.readString(f));
        while (m.find()) {
          found.add(rel + ": " + m.group(1));
        }
      }
    }
    assertThat(found).as("reads by a written-out name: declare the option in site.ycsb.options and read it typed")
        .isEmpty();
  }

  @Test
  void helpListsEveryOptionWithItsDefault() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()))
        .run(new String[] {"--help"});
    String help = out.toString(StandardCharsets.UTF_8);
    for (Option<?> o : all()) {
      String shown = o.isSecret() ? "(secret)" : o.defaultText() == null ? "-" : o.defaultText();
      assertThat(help).as("--help's line for %s", o.name())
          .containsPattern("(?m)^  " + Pattern.quote(o.name()) + " +" + Pattern.quote(shown) + " +\\S");
    }
  }
}
