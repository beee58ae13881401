package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import site.ycsb.db.cql.contract.ReadmeTable;

/** README.md's property table is the descriptor's, row for row. */
class ScyllaReadmeTableTest {
  @Test
  void readmeListsEveryPropertyWithTheDescriptorsDefaultAndMeaning() throws Exception {
    // Surefire runs in the module directory
    String readme = Files.readString(Path.of("README.md"));
    assertThat(readme).contains(ReadmeTable.of(new ScyllaBindingDescriptor()));
  }
}
