package site.ycsb.db.cassandra;

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

class CassandraBindingDescriptorTest {
  @TempDir
  Path dir;

  private final BindingDescriptor descriptor = new CassandraBindingDescriptor();

  /** Records which properties the settings parser reads. */
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
  void isRegisteredAsAService() {
    assertThat(ServiceLoader.load(BindingDescriptor.class).stream().map(ServiceLoader.Provider::type))
        .contains(CassandraBindingDescriptor.class);
  }

  @Test
  void keepsUpstreamNamesAndClass() throws Exception {
    assertThat(descriptor.names()).containsExactly("cassandra", "cassandra-cql");
    assertThat(DB.class.isAssignableFrom(Class.forName(descriptor.dbClassName()))).isTrue();
    assertThat(descriptor.dbClassName()).isEqualTo("site.ycsb.db.CassandraCQLClient");
  }

  @Test
  void listsExactlyThePropertiesTheBindingReadsBesidesCoreOnes() throws Exception {
    RecordingProperties props = new RecordingProperties();
    props.setProperty("hosts", "127.0.0.1");
    props.setProperty("cassandra.username", "u"); // so the password is read
    props.setProperty("cassandra.password", "p");
    props.setProperty("cassandra.useSSL", "true"); // so the store settings are read
    props.setProperty("cassandra.truststorepath", Files.writeString(dir.resolve("t.p12"), "x").toString());
    props.setProperty("cassandra.keystorepath", Files.writeString(dir.resolve("k.p12"), "x").toString());
    CqlSettings.from(props, CassandraProperties.TABLE);
    List<String> listed = descriptor.properties().stream().map(PropertyDefinition::name).toList();
    Set<String> core = Set.of(CqlSettings.TABLE.name(), CqlSettings.FIELD_COUNT.name(),
        CqlSettings.FIELD_NAME_PREFIX.name(), "threadcount", "async.inflight"); // the last two size the pool
    assertThat(props.read).containsAll(listed).containsAll(core);
    assertThat(props.read).hasSize(listed.size() + core.size());
    assertThat(listed).doesNotContainAnyElementsOf(core).doesNotHaveDuplicates();
  }

  @Test
  void passwordsAreSecretAndEveryPropertyIsDescribed() {
    assertThat(descriptor.properties()).filteredOn(PropertyDefinition::secret).extracting(PropertyDefinition::name)
        .containsExactlyInAnyOrder("cassandra.password", "cassandra.truststorepassword", "cassandra.keystorepassword");
    assertThat(descriptor.properties()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
    assertThat(descriptor.properties()).filteredOn(PropertyDefinition::secret)
        .allSatisfy(p -> assertThat(p.defaultValue()).isNull());
  }

  @Test
  void upstreamPropertyNamesAreKept() {
    assertThat(descriptor.properties()).extracting(PropertyDefinition::name).contains("hosts", "port",
        "cassandra.keyspace", "cassandra.readconsistencylevel", "cassandra.writeconsistencylevel",
        "cassandra.username", "cassandra.password", "cassandra.useSSL", "cassandra.connecttimeoutmillis",
        "cassandra.readtimeoutmillis", "cassandra.maxconnections", "cassandra.tracing");
  }

  @Test
  void cqlUpdatesAndDeletesNeverAnswerNotFoundWhichTheLogRecordsForComparisons() {
    assertThat(descriptor.neverNotFound(new Properties())).containsExactlyInAnyOrder("UPDATE", "DELETE");
  }
}
