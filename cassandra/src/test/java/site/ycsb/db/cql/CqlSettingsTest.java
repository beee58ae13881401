package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.binding.BindingOptions;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.db.cassandra.CassandraOptions;

class CqlSettingsTest {
  @TempDir
  Path dir;

  private static Properties props(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  private static CqlSettings parse(Properties p) {
    return CqlSettings.from(Settings.of(p), CassandraOptions.CQL);
  }

  private static String error(Properties p) {
    try {
      parse(p);
    } catch (UsageException e) {
      return e.getMessage();
    }
    throw new AssertionError("expected a UsageException (exit 2)");
  }

  @Test
  void defaultsApplyWhenOnlyHostsIsSet() {
    CqlSettings s = parse(props("hosts", "10.0.0.1, 10.0.0.2 ,"));
    assertThat(s.hosts()).containsExactly("10.0.0.1", "10.0.0.2");
    assertThat(s.port()).isEqualTo(9042);
    assertThat(s.keyspace()).isEqualTo("ycsb");
    assertThat(s.localDatacenter()).isEqualTo("datacenter1");
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.QUORUM);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.QUORUM);
    assertThat(s.credentials()).isNull();
    assertThat(s.tls()).isNull();
    assertThat(s.connectTimeout()).isEqualTo(Duration.ofMillis(5000));
    assertThat(s.requestTimeout()).isEqualTo(Duration.ofMillis(12000));
    assertThat(s.maxConnections()).isEqualTo(1);
    assertThat(s.maxRequestsPerConnection()).isEqualTo(1024);
    assertThat(s.tracing()).isFalse();
    assertThat(s.driverConfig()).isNull();
    assertThat(s.schema()).isEqualTo(new CqlSettings.Schema(false, 1, "usertable", 10, "field"));
    assertThat(s.schema().fieldNames()).hasSize(10).startsWith("field0").endsWith("field9");
  }

  @Test
  void everyPropertyIsApplied() {
    CqlSettings s = parse(props("hosts", "h", "port", "19042", "cassandra.keyspace", "ks",
        "cassandra.localdc", "dc2", "cassandra.readconsistencylevel", "local_one",
        "cassandra.writeconsistencylevel", "ALL", "cassandra.username", "u", "cassandra.password", "p",
        "cassandra.connecttimeoutmillis", "100", "cassandra.readtimeoutmillis", "200",
        "cassandra.maxconnections", "3", "cassandra.maxrequestsperconnection", "64", "cassandra.tracing", "TRUE",
        "cassandra.createschema", "true", "cassandra.replicationfactor", "3",
        "table", "t2", "fieldcount", "4", "fieldnameprefix", "f"));
    assertThat(s.port()).isEqualTo(19042);
    assertThat(s.keyspace()).isEqualTo("ks");
    assertThat(s.localDatacenter()).isEqualTo("dc2");
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_ONE);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.ALL);
    assertThat(s.credentials()).isEqualTo(new CqlSettings.Credentials("u", "p"));
    assertThat(s.connectTimeout()).isEqualTo(Duration.ofMillis(100));
    assertThat(s.requestTimeout()).isEqualTo(Duration.ofMillis(200));
    assertThat(s.maxConnections()).isEqualTo(3);
    assertThat(s.maxRequestsPerConnection()).isEqualTo(64);
    assertThat(s.tracing()).isTrue();
    assertThat(s.schema()).isEqualTo(new CqlSettings.Schema(true, 3, "t2", 4, "f"));
    assertThat(s.schema().fieldNames()).containsExactly("f0", "f1", "f2", "f3");
  }

  @Test
  void withoutAPoolSizeThePoolCoversEveryRequestInFlightReadingCoresOptionsLeniently() {
    assertThat(parse(props("hosts", "h", "threadcount", "64", "async.inflight", "32")).maxConnections()).isEqualTo(2);
    assertThat(parse(props("hosts", "h", "threadcount", "3000")).maxConnections()).isEqualTo(3);
    assertThat(parse(props("hosts", "h", "threadcount", "3000", "async.inflight", "0")).maxConnections()).isEqualTo(3);
    // the engine reports a bad threadcount; upstream's client may pass one: the binding takes the default
    assertThat(parse(props("hosts", "h", "threadcount", "many", "async.inflight", "-2")).maxConnections()).isEqualTo(1);
    assertThat(parse(props("hosts", "h", "threadcount", "3000", "cassandra.maxconnections", "1")).maxConnections())
        .as("the user's size wins").isEqualTo(1);
  }

  @Test
  void missingHostsNamesThePropertyOnOneLine() {
    assertThat(error(props())).isEqualTo(
        "hosts: missing; expected a comma-separated list of host names or IP addresses");
    assertThat(error(props("hosts", " , "))).startsWith("hosts: expected a comma-separated list");
  }

  @Test
  void nonNumericPortIsRejectedWithTheExpectedRange() {
    assertThat(error(props("hosts", "h", "port", "9042x")))
        .isEqualTo("port='9042x': expected a whole number from 1 to 65535");
    assertThat(error(props("hosts", "h", "port", "70000")))
        .isEqualTo("port='70000': expected a whole number from 1 to 65535");
  }

  @Test
  void unknownConsistencyLevelListsTheValidOnes() {
    assertThat(error(props("hosts", "h", "cassandra.readconsistencylevel", "MOST")))
        .startsWith("cassandra.readconsistencylevel='MOST': expected one of ")
        .contains("QUORUM", "LOCAL_ONE")
        .doesNotContain("\n");
  }

  @Test
  void consistencyLevelsAnOperationCannotUseAreRejected() {
    assertThat(error(props("hosts", "h", "cassandra.readconsistencylevel", "ANY")))
        .startsWith("cassandra.readconsistencylevel='ANY': expected one of ONE,");
    assertThat(error(props("hosts", "h", "cassandra.writeconsistencylevel", "serial")))
        .startsWith("cassandra.writeconsistencylevel='serial': expected one of ANY,");
  }

  @Test
  void booleansMustBeTrueOrFalse() {
    assertThat(error(props("hosts", "h", "cassandra.tracing", "yes")))
        .isEqualTo("cassandra.tracing='yes': expected true or false");
    assertThat(error(props("hosts", "h", "cassandra.createschema", "1")))
        .isEqualTo("cassandra.createschema='1': expected true or false");
  }

  @Test
  void numericLimitsAreChecked() {
    assertThat(error(props("hosts", "h", "cassandra.readtimeoutmillis", "0")))
        .isEqualTo("cassandra.readtimeoutmillis='0': expected a whole number >= 1");
    assertThat(error(props("hosts", "h", "cassandra.maxconnections", "-1")))
        .isEqualTo("cassandra.maxconnections='-1': expected a whole number from 1 to 1024");
    assertThat(error(props("hosts", "h", "fieldcount", "ten")))
        .isEqualTo("fieldcount=ten: expected a whole number >= 1");
    assertThat(error(props("hosts", "h", "fieldcount", "10001")))
        .startsWith("fieldcount=10001: expected a whole number from 1 to 10000");
    assertThat(error(props("hosts", "h", "table", " ")))
        .isEqualTo("table: missing; expected a table name");
  }

  @Test
  void passwordWithoutUserAndUserWithoutPasswordAreRejected() {
    assertThat(error(props("hosts", "h", "cassandra.password", "s3cret")))
        .isEqualTo("cassandra.password is set but cassandra.username is not: expected both or neither");
    assertThat(error(props("hosts", "h", "cassandra.username", "bob")))
        .isEqualTo("cassandra.password: missing; expected the password of cassandra.username");
  }

  @Test
  void driverConfigAndStoresMustBeReadableFiles() throws Exception {
    assertThat(error(props("hosts", "h", "cassandra.driverconfig", dir.resolve("none.conf").toString())))
        .isEqualTo("cassandra.driverconfig='" + dir.resolve("none.conf") + "': expected a readable file");
    assertThat(error(props("hosts", "h", "cassandra.useSSL", "true", "cassandra.truststorepath", dir.toString())))
        .startsWith("cassandra.truststorepath=").endsWith("expected a readable file");
    Path conf = Files.writeString(dir.resolve("application.conf"), "datastax-java-driver {}");
    assertThat(parse(props("hosts", "h", "cassandra.driverconfig", conf.toString())).driverConfig()).isEqualTo(conf);
  }

  @Test
  void tlsSettingsAreReadOnlyWhenSslIsOn() throws Exception {
    Path trust = Files.writeString(dir.resolve("trust.p12"), "x");
    Path key = Files.writeString(dir.resolve("key.p12"), "x");
    Properties p = props("hosts", "h", "cassandra.truststorepath", trust.toString(),
        "cassandra.truststorepassword", "tpw", "cassandra.keystorepath", key.toString(),
        "cassandra.keystorepassword", "kpw");
    assertThat(parse(p).tls()).isNull();
    p.setProperty("cassandra.useSSL", "true");
    assertThat(parse(p).tls()).isEqualTo(new CqlSettings.Tls(trust, "tpw", key, "kpw"));
  }

  @Test
  void toStringNeverShowsPasswords() throws Exception {
    Path trust = Files.writeString(dir.resolve("trust.jks"), "x");
    CqlSettings s = parse(props("hosts", "h", "cassandra.username", "bob", "cassandra.password", "pw-user-1",
        "cassandra.useSSL", "true", "cassandra.truststorepath", trust.toString(),
        "cassandra.truststorepassword", "pw-trust-2"));
    assertThat(s.toString()).contains("bob", "trust.jks").doesNotContain("pw-user-1", "pw-trust-2");
  }

  @Test
  void errorsUseTheBindingsOwnPropertyNames() {
    // the options under another prefix: no "cassandra." name may leak into messages
    CqlOptions scylla = CqlOptions.prefixed("scylla.").localDatacenter(BindingOptions.text("scylla.local_dc", null))
        .build();
    assertThatThrownBy(() -> from(props(), scylla)).hasMessageStartingWith("scylla.hosts: missing");
    assertThatThrownBy(() -> from(props("scylla.hosts", "h", "scylla.writeconsistencylevel", "X"), scylla))
        .hasMessageStartingWith("scylla.writeconsistencylevel='X': expected one of");
    assertThat(scylla.all()).extracting(o -> o.name()).allSatisfy(name -> assertThat(name).startsWith("scylla."));
  }

  @Test
  void aBindingMustDeclareItsLocalDatacenter() {
    assertThatThrownBy(() -> CqlOptions.prefixed("x.").build()).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("local datacenter");
  }

  private static CqlSettings from(Properties p, CqlOptions options) {
    return CqlSettings.from(Settings.of(p), options);
  }

  @Test
  void equalPropertiesGiveEqualSettings() {
    // equal settings share a session, so equality must hold across separate parses
    assertThat(parse(props("hosts", "a,b"))).isEqualTo(parse(props("hosts", "a, b"))).hasSameHashCodeAs(
        parse(props("hosts", "a,b")));
    assertThat(parse(props("hosts", "a,b"))).isNotEqualTo(parse(props("hosts", "a,b", "cassandra.keyspace", "k")));
  }

  /** Cassandra's options plus the optional ones, under the names "x.lwt" and "x.coreconnections". */
  private static CqlOptions withOptionalOptions() {
    return CqlOptions.prefixed("cassandra.").name("hosts", "hosts").name("port", "port")
        .localDatacenter(CassandraOptions.CQL.localDatacenter).lwt(BindingOptions.flag("x.lwt", false))
        .coreConnections(BindingOptions.integer("x.coreconnections", null, 1, 1024)).build();
  }

  @Test
  void optionalOptionsMayBeLeftOutAndThenKeepTheirDefaultBehaviour() {
    assertThat(CassandraOptions.CQL.lwt).isNull();
    assertThat(CassandraOptions.CQL.coreConnections).isNull();
    CqlSettings s = parse(props("hosts", "h", "x.lwt", "true", "x.coreconnections", "8"));
    assertThat(s.lwt()).isFalse();
    assertThat(s.maxConnections()).isEqualTo(1);
    assertThat(withOptionalOptions().all()).hasSize(CassandraOptions.CQL.all().size() + 2);
  }

  @Test
  void lwtIsReadWhenTheBindingOffersIt() {
    CqlOptions table = withOptionalOptions();
    assertThat(from(props("hosts", "h"), table).lwt()).isFalse();
    assertThat(from(props("hosts", "h", "x.lwt", "true"), table).lwt()).isTrue();
    assertThatThrownBy(() -> from(props("hosts", "h", "x.lwt", "yes"), table))
        .hasMessage("x.lwt='yes': expected true or false");
  }

  @Test
  void thePoolSizeIsTheLargerOfCoreAndMaxConnections() {
    CqlOptions table = withOptionalOptions();
    assertThat(from(props("hosts", "h", "x.coreconnections", "6"), table).maxConnections()).isEqualTo(6);
    assertThat(from(props("hosts", "h", "x.coreconnections", "2", "cassandra.maxconnections", "4"), table)
        .maxConnections()).isEqualTo(4);
    assertThat(from(props("hosts", "h"), table).maxConnections()).isEqualTo(1);
    assertThatThrownBy(() -> from(props("hosts", "h", "x.coreconnections", "0"), table))
        .hasMessage("x.coreconnections='0': expected a whole number from 1 to 1024");
  }

  @Test
  void aBlankLocalDatacenterLeavesItToTheDriverToInfer() {
    assertThat(parse(props("hosts", "h", "cassandra.localdc", " ")).localDatacenter()).isNull();
    assertThat(parse(props("hosts", "h")).localDatacenter()).isEqualTo("datacenter1");
  }
}
