package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import site.ycsb.db.cql.contract.BindingPageTable;

/** The property table of docs/bindings/scylla.md is the descriptor's, row for row. */
class ScyllaBindingPageTableTest {
  @Test
  void bindingPageListsEveryPropertyWithTheDescriptorsDefaultAndMeaning() throws Exception {
    // Surefire runs in the module directory
    String page = Files.readString(Path.of("..", "docs", "bindings", "scylla.md"));
    assertThat(page).contains(BindingPageTable.of(new ScyllaBindingDescriptor()));
  }
}
