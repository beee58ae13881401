package site.ycsb.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import site.ycsb.options.CoreOptions;
import site.ycsb.options.OptionGroup;

/** The manual's property tables are the code's tables: every row, as PropertyTables renders it, on its page. */
class DocPropertyTablesTest {
  private static final Path DOCS = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs");

  @Test
  void eachPageListsEveryOptionOfItsGroupsWithItsDefaultAndMeaning() throws Exception {
    for (OptionGroup group : CoreOptions.groups()) {
      String text = Files.readString(DOCS.resolve(group.page()));
      for (PropertyDefinition p : group.definitions()) {
        assertThat(text).as("docs/%s row for %s", group.page(), p.name()).contains(PropertyTables.row(p));
      }
    }
  }
}
