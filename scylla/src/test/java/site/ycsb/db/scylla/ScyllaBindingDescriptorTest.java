package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Properties;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.db.cql.contract.EveryOptionRead;

class ScyllaBindingDescriptorTest {
  @TempDir
  Path dir;

  private final BindingDescriptor descriptor = new ScyllaBindingDescriptor();

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
  void theSettingsReadEveryListedOption() {
    // as ScyllaCQLClient.init reads them; scylla.local_dc takes any text: ScyllaOptionsTest shows it read
    assertThat(EveryOptionRead.unproven(ScyllaOptions.CQL, ScyllaOptions::withDerivedDefaults, dir))
        .containsExactly("scylla.local_dc");
    assertThat(descriptor.options()).extracting(Option::name).doesNotHaveDuplicates()
        .allMatch(name -> name.startsWith("scylla."));
  }

  @Test
  void passwordsAreSecretAndEveryPropertyIsDescribed() {
    assertThat(descriptor.options()).filteredOn(Option::isSecret).extracting(Option::name)
        .containsExactlyInAnyOrder("scylla.password", "scylla.truststorepassword", "scylla.keystorepassword");
    assertThat(descriptor.options()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
    assertThat(descriptor.options()).filteredOn(Option::isSecret)
        .allSatisfy(p -> assertThat(p.defaultText()).isNull());
  }

  @Test
  void upstreamPropertyNamesAndDefaultsAreKept() {
    assertThat(descriptor.options()).extracting(Option::name).contains("scylla.hosts", "scylla.port",
        "scylla.keyspace", "scylla.username", "scylla.password", "scylla.readconsistencylevel",
        "scylla.writeconsistencylevel", "scylla.local_dc", "scylla.coreconnections", "scylla.maxconnections",
        "scylla.connecttimeoutmillis", "scylla.readtimeoutmillis", "scylla.useSSL", "scylla.tracing", "scylla.lwt",
        "scylla.createschema", "scylla.driverconfig");
    assertThat(descriptor.options()).extracting(Option::name, Option::defaultText)
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
