package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.db.aerospike.AerospikeBindingDescriptor;
import site.ycsb.db.aerospike.RecordingClientFactory;
import site.ycsb.db.aerospike.SharedClientHolder;

/** The descriptor is found, names the binding's class, and documents exactly what the binding reads. */
class AerospikeBindingDescriptorTest {
  private final AerospikeBindingDescriptor descriptor = new AerospikeBindingDescriptor();

  /** Properties that remember every name looked up, however it is looked up. */
  private static final class RecordingProperties extends Properties {
    final Set<String> read = ConcurrentHashMap.newKeySet();

    @Override
    public String getProperty(String key) {
      read.add(key);
      return super.getProperty(key);
    }

    @Override
    public String getProperty(String key, String defaultValue) {
      read.add(key);
      return super.getProperty(key, defaultValue);
    }

    @Override
    public synchronized Object get(Object key) {
      read.add(String.valueOf(key));
      return super.get(key);
    }
  }

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
  void everyPropertyIsNamespacedUniqueAndDescribedAndOnlyPasswordsAreSecret() {
    List<PropertyDefinition> properties = descriptor.properties();

    assertThat(properties).extracting(PropertyDefinition::name).doesNotHaveDuplicates()
        .allSatisfy(name -> assertThat(name).startsWith("as."));
    assertThat(properties).allSatisfy(p -> assertThat(p.description()).isNotBlank());
    assertThat(properties).filteredOn(PropertyDefinition::secret).extracting(PropertyDefinition::name)
        .containsExactlyInAnyOrder("as.password", "as.tls.truststorepassword");
  }

  @Test
  void initReadsOnlyDeclaredPropertiesAndBetweenTwoRunsEveryOneOfThem(@TempDir Path dir) throws Exception {
    // one run with defaults, one with values that walk every other branch (as.totaltimeout hides as.timeout)
    Set<String> withDefaults = propertiesReadByInit(new RecordingProperties());
    RecordingProperties everything = new RecordingProperties();
    everything.setProperty("as.user", "bench");
    everything.setProperty("as.password", "pw");
    everything.setProperty("as.totaltimeout", "500");
    everything.setProperty("as.maxretries", "1");
    everything.setProperty("as.connspernode", "8");
    everything.setProperty("as.tls.name", "cluster");
    everything.setProperty("as.tls.truststore", emptyTrustStore(dir, "pw").toString());
    everything.setProperty("as.tls.truststorepassword", "pw");
    Set<String> withEverything = propertiesReadByInit(everything);

    Set<String> declared = descriptor.properties().stream().map(PropertyDefinition::name).collect(Collectors.toSet());
    assertThat(declared).containsAll(withDefaults).containsAll(withEverything);
    Set<String> union = new HashSet<>(withDefaults);
    union.addAll(withEverything);
    assertThat(union).as("declared but never read").containsExactlyInAnyOrderElementsOf(declared);
  }

  /** The names init looked up, other than core's own (those without the "as." prefix are not ours to list). */
  private static Set<String> propertiesReadByInit(RecordingProperties properties) throws Exception {
    DB db = new AerospikeClient(new SharedClientHolder(new RecordingClientFactory()));
    db.setProperties(properties);
    db.init();
    db.cleanup();
    Set<String> ours = properties.read.stream().filter(name -> name.startsWith("as.")).collect(Collectors.toSet());
    assertThat(properties.read).as("core properties read to size the connection pool")
        .containsAll(ours).hasSize(ours.size() + 2).contains("threadcount", "async.inflight");
    return ours;
  }

  @Test
  void bindingPageTableListsEveryPropertyWithTheDescriptorsDefaultAndMeaning() throws IOException {
    Map<String, List<String>> page = pagePropertyRows();

    Map<String, List<String>> expected = new LinkedHashMap<>();
    for (PropertyDefinition p : descriptor.properties()) {
      String def = p.defaultValue() == null ? "(none)" : "`" + p.defaultValue() + "`";
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

  private static Path emptyTrustStore(Path dir, String password) throws Exception {
    Path file = dir.resolve("trust.p12");
    KeyStore store = KeyStore.getInstance("PKCS12");
    store.load(null, null);
    try (OutputStream out = Files.newOutputStream(file)) {
      store.store(out, password.toCharArray());
    }
    return file;
  }
}
