package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The root README carries each binding's section verbatim; each module's own test checks that
 * section's property table against the binding's descriptor. Together: README == code.
 */
class ReadmeIncludesBindingSectionsTest {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", ".."));

  @Test
  void rootReadmeContainsEveryBindingReadmeVerbatim() throws Exception {
    String readme = Files.readString(ROOT.resolve("README.md"));
    for (String module : new String[] {"cassandra", "scylla", "aerospike"}) {
      Path section = ROOT.resolve(module).resolve("README.md");
      if (Files.exists(section)) {
        assertThat(readme).as("README.md includes %s", section).contains(Files.readString(section).strip());
      }
    }
  }
}
