package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.config.PropertyTables;

/** The pages of the bindings built into core, docs/bindings/basic.md and memory-ts.md, list their descriptors' properties. */
class EmbeddedBindingPagesTest {
  private static final Path BINDINGS = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs/bindings");

  @Test
  void basicsPageListsEveryPropertyWithItsDefaultAndMeaning() throws Exception {
    assertPageListsEveryProperty("basic.md", new EmbeddedBindings.Basic());
  }

  @Test
  void memoryTimeseriesPageListsEveryPropertyWithItsDefaultAndMeaning() throws Exception {
    assertPageListsEveryProperty("memory-ts.md", new EmbeddedBindings.MemoryTimeseries());
  }

  private static void assertPageListsEveryProperty(String page, BindingDescriptor descriptor) throws Exception {
    String text = Files.readString(BINDINGS.resolve(page));
    for (Option<?> o : descriptor.options()) {
      assertThat(text).as("docs/bindings/%s row for %s", page, o.name()).contains(PropertyTables.row(o.definition()));
    }
  }
}
