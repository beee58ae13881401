package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.config.UsageException;
import site.ycsb.db.aerospike.AerospikeBindingDescriptor;
import site.ycsb.db.aerospike.AerospikeOptions;
import site.ycsb.db.aerospike.RecordingClientFactory;
import site.ycsb.db.aerospike.SharedClientHolder;

/** The descriptor is found, names the binding's class, and documents exactly what the binding reads. */
class AerospikeBindingDescriptorTest {
  private final AerospikeBindingDescriptor descriptor = new AerospikeBindingDescriptor();

  @Test
  void isRegisteredAsAServiceUnderTheShortNameAerospike() {
    List<BindingDescriptor> found = ServiceLoader.load(BindingDescriptor.class).stream()
        .map(ServiceLoader.Provider::get).collect(Collectors.toList());

    assertThat(found).hasAtLeastOneElementOfType(AerospikeBindingDescriptor.class);
    assertThat(descriptor.names()).first().isEqualTo("aerospike");
  }

  @Test
  void dbClassNameIsUpstreamsClassAndADbWithAPublicNoArgumentConstructor() throws Exception {
    assertThat(descriptor.dbClassName()).isEqualTo("site.ycsb.db.AerospikeClient");

    Object db = Class.forName(descriptor.dbClassName()).getConstructor().newInstance();

    assertThat(db).isInstanceOf(DB.class);
  }

  @Test
  void everyOptionIsNamespacedUniqueAndDescribedAndOnlyPasswordsAreSecret() {
    List<Option<?>> options = descriptor.options();

    assertThat(options).extracting(Option::name).doesNotHaveDuplicates()
        .allSatisfy(name -> assertThat(name).startsWith("as."));
    assertThat(options).allSatisfy(o -> assertThat(o.description()).isNotBlank());
    assertThat(options).filteredOn(Option::isSecret).extracting(Option::name)
        .containsExactlyInAnyOrder("as.password", "as.tls.truststorepassword");
  }

  @Test
  void everyOptionTheBindingDeclaresIsListedAndTheBindingReadsNoPropertyByName() throws Exception {
    // the binding reads only through its declarations, so a declaration left out of ALL would be
    // missing from --help, the page and the unknown-property warning
    Set<Option<?>> declared = new HashSet<>();
    for (Field field : AerospikeOptions.class.getFields()) {
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == Option.class) {
        declared.add((Option<?>) field.get(null));
      }
    }
    assertThat(descriptor.options()).containsExactlyInAnyOrderElementsOf(declared);
    try (Stream<Path> sources = Files.walk(Path.of("src", "main", "java"))) {
      assertThat(sources.filter(f -> f.toString().endsWith(".java")).filter(f -> read(f).contains("getProperty(")))
          .as("main sources reading a property by name").isEmpty();
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void initReadsEveryListedOption() throws Exception {
    // a wrong value of each (blank, or a word where a number, flag or level is expected) stops init
    // naming it; the TLS name takes any text (its reading shows with a trust store), the passwords
    // show in the client's policy
    List<String> unproven = new java.util.ArrayList<>();
    for (Option<?> option : descriptor.options()) {
      boolean read = option.isSecret();
      for (String wrong : List.of(" ", "x")) {
        DB db = new AerospikeClient(new SharedClientHolder(new RecordingClientFactory()));
        db.setProperties(AerospikeBindingFixture.properties(option.name(), wrong));
        try {
          db.init();
          db.cleanup();
        } catch (UsageException e) {
          read |= e.getMessage().contains(option.name());
        }
      }
      if (!read) {
        unproven.add(option.name());
      }
    }
    assertThat(unproven).containsExactly("as.tls.name");
  }

  @Test
  void bindingPageTableListsEveryPropertyWithTheDescriptorsDefaultAndMeaning() throws IOException {
    Map<String, List<String>> page = pagePropertyRows();

    Map<String, List<String>> expected = new LinkedHashMap<>();
    for (Option<?> p : descriptor.options()) {
      String def = p.defaultText() == null ? "(none)" : "`" + p.defaultText() + "`";
      expected.put(p.name(), List.of(def, p.description()));
    }
    assertThat(page).containsExactlyEntriesOf(expected);
  }

  /** The rows "| `name` | default | meaning |" of docs/bindings/aerospike.md, keyed by name, in order. */
  private static Map<String, List<String>> pagePropertyRows() throws IOException {
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String line : Files.readAllLines(Path.of("..", "docs", "bindings", "aerospike.md"))) {
      if (line.startsWith("| `as.")) {
        String[] cells = line.substring(2, line.length() - 2).split(" \\| ");
        rows.put(cells[0].replace("`", ""), List.of(cells[1], cells[2]));
      }
    }
    return rows;
  }
}
