package site.ycsb.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.options.CoreOptions;
import site.ycsb.options.OptionGroup;
import site.ycsb.workloads.ConstantOccupancyWorkload;
import site.ycsb.workloads.CoreWorkloadProperties;
import site.ycsb.workloads.RestWorkload;

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

  @Test
  void eachPageListsEveryPropertyOfItsWorkloadTablesWithItsDefaultAndMeaning() throws Exception {
    Map<String, List<List<PropertyDefinition>>> pages = Map.of(
        "workloads.md", List.of(CoreWorkloadProperties.ALL, ConstantOccupancyWorkload.PROPERTIES,
            RestWorkload.PROPERTIES));
    for (Map.Entry<String, List<List<PropertyDefinition>>> page : pages.entrySet()) {
      String text = Files.readString(DOCS.resolve(page.getKey()));
      for (List<PropertyDefinition> table : page.getValue()) {
        for (PropertyDefinition p : table) {
          assertThat(text).as("docs/%s row for %s", page.getKey(), p.name()).contains(PropertyTables.row(p));
        }
      }
    }
  }
}
