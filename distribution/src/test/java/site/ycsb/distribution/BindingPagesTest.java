package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Each binding's documentation lives once, on its page docs/bindings/&lt;name&gt;.md (which the tarball
 * carries, and whose property table the module's own test checks against its descriptor); the
 * module's README only points there, and the front page's bindings table links every page.
 */
class BindingPagesTest {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", ".."));
  private static final String[] MODULES = {"cassandra", "scylla", "aerospike"};

  @Test
  void eachBindingModulesReadmeOnlyPointsToItsPage() throws Exception {
    for (String module : MODULES) {
      assertThat(ROOT.resolve("docs/bindings/" + module + ".md")).isRegularFile();
      String readme = Files.readString(ROOT.resolve(module).resolve("README.md"));
      assertThat(readme).as("%s/README.md", module).contains("](../docs/bindings/" + module + ".md)");
      assertThat(readme.lines().count()).as("%s/README.md is a pointer, not a second copy", module).isLessThan(10);
    }
  }

  @Test
  void theFrontPageLinksEveryBindingPage() throws Exception {
    String readme = Files.readString(ROOT.resolve("README.md"));
    try (var pages = Files.list(ROOT.resolve("docs/bindings"))) {
      for (Path page : pages.toList()) {
        assertThat(readme).as("README.md links %s", page.getFileName())
            .contains("](docs/bindings/" + page.getFileName() + ")");
      }
    }
  }
}
