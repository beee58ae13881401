package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Properties;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.db.cql.CqlSettings;
import site.ycsb.db.cql.contract.EveryOptionRead;

class CassandraBindingDescriptorTest {
  @TempDir
  Path dir;

  private final BindingDescriptor descriptor = new CassandraBindingDescriptor();

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
  void theSettingsReadEveryListedOption() {
    // the local datacenter takes any text: its reading shows in CqlSettingsTest's values; the
    // passwords in the credentials and stores they give
    assertThat(EveryOptionRead.unproven(CassandraOptions.CQL, p -> p, dir)).containsExactly("cassandra.localdc");
    assertThat(descriptor.options()).extracting(Option::name).doesNotHaveDuplicates()
        .doesNotContain(CqlSettings.TABLE.name(), CqlSettings.FIELD_COUNT.name(), CqlSettings.FIELD_NAME_PREFIX.name());
  }

  @Test
  void passwordsAreSecretAndEveryPropertyIsDescribed() {
    assertThat(descriptor.options()).filteredOn(Option::isSecret).extracting(Option::name)
        .containsExactlyInAnyOrder("cassandra.password", "cassandra.truststorepassword", "cassandra.keystorepassword");
    assertThat(descriptor.options()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
    assertThat(descriptor.options()).filteredOn(Option::isSecret).allSatisfy(p -> assertThat(p.defaultText()).isNull());
  }

  @Test
  void upstreamPropertyNamesAreKept() {
    assertThat(descriptor.options()).extracting(Option::name).contains("hosts", "port",
        "cassandra.keyspace", "cassandra.readconsistencylevel", "cassandra.writeconsistencylevel",
        "cassandra.username", "cassandra.password", "cassandra.useSSL", "cassandra.connecttimeoutmillis",
        "cassandra.readtimeoutmillis", "cassandra.maxconnections", "cassandra.tracing");
  }

  @Test
  void cqlUpdatesAndDeletesNeverAnswerNotFoundWhichTheLogRecordsForComparisons() {
    assertThat(descriptor.neverNotFound(new Properties())).containsExactlyInAnyOrder("UPDATE", "DELETE");
  }
}
