package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.db.cql.CqlSettings;

class ScyllaBindingDescriptorTest {
  @TempDir
  Path dir;

  private final BindingDescriptor descriptor = new ScyllaBindingDescriptor();

  /** Records which properties are read. */
  private static final class RecordingProperties extends Properties {
    final Set<String> read = new LinkedHashSet<>();

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
  }

  @Test
  void isRegisteredAsAServiceAndNoOtherBindingIs() {
    assertThat(ServiceLoader.load(BindingDescriptor.class).stream().map(ServiceLoader.Provider::type))
        .contains(ScyllaBindingDescriptor.class);
  }

  @Test
  void keepsUpstreamNameAndClass() throws Exception {
    assertThat(descriptor.names()).containsExactly("scylla");
    assertThat(descriptor.dbClassName()).isEqualTo("site.ycsb.db.scylla.ScyllaCQLClient");
    assertThat(DB.class.isAssignableFrom(Class.forName(descriptor.dbClassName()))).isTrue();
  }

  @Test
  void listsExactlyThePropertiesTheBindingReadsBesidesCoreOnes() throws Exception {
    RecordingProperties props = new RecordingProperties();
    props.setProperty("scylla.hosts", "127.0.0.1");
    props.setProperty("scylla.username", "u"); // so the password is read
    props.setProperty("scylla.password", "p");
    props.setProperty("scylla.useSSL", "true"); // so the store settings are read
    props.setProperty("scylla.truststorepath", Files.writeString(dir.resolve("t.p12"), "x").toString());
    props.setProperty("scylla.keystorepath", Files.writeString(dir.resolve("k.p12"), "x").toString());
    // what ScyllaCQLClient.init does
    CqlSettings.from(ScyllaProperties.withDerivedDefaults(props), ScyllaProperties.TABLE);
    List<String> listed = descriptor.properties().stream().map(PropertyDefinition::name).toList();
    Set<String> core = Set.of(CqlSettings.TABLE.name(), CqlSettings.FIELD_COUNT.name(),
        CqlSettings.FIELD_NAME_PREFIX.name(), "threadcount", "async.inflight"); // the last two size the pool
    assertThat(props.read).containsAll(listed).containsAll(core);
    assertThat(props.read).hasSize(listed.size() + core.size());
    assertThat(listed).doesNotContainAnyElementsOf(core).doesNotHaveDuplicates();
    assertThat(listed).allMatch(name -> name.startsWith("scylla."));
  }

  @Test
  void passwordsAreSecretAndEveryPropertyIsDescribed() {
    assertThat(descriptor.properties()).filteredOn(PropertyDefinition::secret).extracting(PropertyDefinition::name)
        .containsExactlyInAnyOrder("scylla.password", "scylla.truststorepassword", "scylla.keystorepassword");
    assertThat(descriptor.properties()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
    assertThat(descriptor.properties()).filteredOn(PropertyDefinition::secret)
        .allSatisfy(p -> assertThat(p.defaultValue()).isNull());
  }

  @Test
  void upstreamPropertyNamesAndDefaultsAreKept() {
    assertThat(descriptor.properties()).extracting(PropertyDefinition::name).contains("scylla.hosts", "scylla.port",
        "scylla.keyspace", "scylla.username", "scylla.password", "scylla.readconsistencylevel",
        "scylla.writeconsistencylevel", "scylla.local_dc", "scylla.coreconnections", "scylla.maxconnections",
        "scylla.connecttimeoutmillis", "scylla.readtimeoutmillis", "scylla.useSSL", "scylla.tracing", "scylla.lwt",
        "scylla.createschema", "scylla.driverconfig");
    assertThat(descriptor.properties()).extracting(PropertyDefinition::name, PropertyDefinition::defaultValue)
        .contains(org.assertj.core.groups.Tuple.tuple("scylla.port", "9042"),
            org.assertj.core.groups.Tuple.tuple("scylla.keyspace", "ycsb"),
            org.assertj.core.groups.Tuple.tuple("scylla.readconsistencylevel", "QUORUM"),
            org.assertj.core.groups.Tuple.tuple("scylla.writeconsistencylevel", "QUORUM"),
            org.assertj.core.groups.Tuple.tuple("scylla.local_dc", null),
            org.assertj.core.groups.Tuple.tuple("scylla.lwt", "false"),
            org.assertj.core.groups.Tuple.tuple("scylla.useSSL", "false"),
            org.assertj.core.groups.Tuple.tuple("scylla.tracing", "false"));
  }

  @Test
  void cqlUpdatesAndDeletesNeverAnswerNotFoundUnlessLightweightTransactionsMakeThemIfExists() {
    assertThat(descriptor.neverNotFound(new Properties())).containsExactlyInAnyOrder("UPDATE", "DELETE");
    Properties lwt = new Properties();
    lwt.setProperty("scylla.lwt", "true");
    assertThat(descriptor.neverNotFound(lwt)).isEmpty();
  }
}
