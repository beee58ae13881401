package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import site.ycsb.config.PropertyDefinition;

/** README.md's property table is the descriptor's, row for row. */
class ReadmeTableTest {
  /** The table as the README shows it; a failure prints it, ready to paste. */
  static String table() {
    return "| Property | Default | Meaning |\n|---|---|---|\n" + new CassandraBindingDescriptor().properties().stream()
        .map(ReadmeTableTest::row).collect(Collectors.joining("\n")) + "\n";
  }

  private static String row(PropertyDefinition p) {
    String value = p.defaultValue() == null ? "(none)" : "`" + p.defaultValue() + "`";
    return "| `" + p.name() + "` | " + value + " | " + p.description() + " |";
  }

  @Test
  void readmeListsEveryPropertyWithTheDescriptorsDefaultAndMeaning() throws Exception {
    // Surefire runs in the module directory
    String readme = Files.readString(Path.of("README.md"));
    assertThat(readme).contains(table());
  }
}
