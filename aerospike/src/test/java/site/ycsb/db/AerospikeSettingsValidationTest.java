package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.DBException;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.db.aerospike.ConnectionSettings;
import site.ycsb.db.aerospike.SharedClientHolder;

/** Bad settings fail init with one line naming the property and what it expects; secrets never show. */
class AerospikeSettingsValidationTest {

  static Stream<Arguments> badSettings() {
    return Stream.of(
        Arguments.of("as.timeout", "ten", "as.timeout='ten': expected a whole number >= 0"),
        Arguments.of("as.totaltimeout", "-1", "as.totaltimeout='-1': expected a whole number >= 0"),
        Arguments.of("as.sockettimeout", "1.5", "as.sockettimeout='1.5': expected a whole number >= 0"),
        Arguments.of("as.maxretries", "many", "as.maxretries='many': expected a whole number >= 0"),
        Arguments.of("as.port", "70000", "as.port='70000': expected a whole number from 1 to 65535"),
        Arguments.of("as.connspernode", "0", "as.connspernode='0': expected a whole number >= 1"),
        Arguments.of("as.connpoolspernode", "x", "as.connpoolspernode='x': expected a whole number >= 1"),
        Arguments.of("as.readmodeap", "SOME",
            "as.readmodeap='SOME': expected one of ONE, ALL"),
        Arguments.of("as.replica", "NEAREST",
            "as.replica='NEAREST': expected one of MASTER, MASTER_PROLES, SEQUENCE, PREFER_RACK, RANDOM"),
        Arguments.of("as.writecommitlevel", "QUORUM",
            "as.writecommitlevel='QUORUM': expected one of COMMIT_ALL, COMMIT_MASTER"),
        Arguments.of("as.durabledelete", "yes", "as.durabledelete='yes': expected true or false"),
        Arguments.of("as.usecompression", "1", "as.usecompression='1': expected true or false"),
        Arguments.of("as.sendkey", "on", "as.sendkey='on': expected true or false"),
        Arguments.of("as.servicesalternate", "nope", "as.servicesalternate='nope': expected true or false"),
        Arguments.of("as.host", "a,,b",
            "as.host='a,,b': expected comma-separated host[:port] entries with ports 1-65535"),
        Arguments.of("as.host", "a:30o0",
            "as.host='a:30o0': expected comma-separated host[:port] entries with ports 1-65535"),
        Arguments.of("as.host", "::1",
            "as.host='::1': expected comma-separated host[:port] entries with ports 1-65535"),
        Arguments.of("as.user", "bench", "as.password: missing; expected a value because as.user is set"),
        Arguments.of("as.tls.truststore", "/some/trust.p12",
            "as.tls.name: missing; expected a value because as.tls.truststore is set"));
  }

  @ParameterizedTest(name = "{0}={1}")
  @MethodSource("badSettings")
  void badValueFailsInitWithOneLineNamingTheProperty(String property, String value, String message) throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.create(property, value);

      assertThatThrownBy(db::init).as("bad input: exit code 2, one line").isInstanceOf(UsageException.class)
          .hasMessage(message);
      assertThat(fixture.factory.opened()).as("no client is opened for bad settings").isEmpty();
      db.cleanup(); // the engine may still clean up a binding whose init failed
      assertThat(fixture.holder.users()).isZero();
    }
  }

  @Test
  void passwordWithoutUserNamesTheMissingUserAndNeverThePassword() {
    AerospikeClient db = new AerospikeBindingFixture().create("as.password", "hunter2-secret");

    assertThatThrownBy(db::init).hasMessage("as.user: missing; expected a value because as.password is set")
        .hasMessageNotContaining("hunter2-secret");
  }

  @Test
  void unreadableTrustStoreNamesThePropertyButNotItsPassword(@TempDir Path dir) throws Exception {
    Path notAStore = Files.writeString(dir.resolve("trust.p12"), "not a key store");
    AerospikeClient db = new AerospikeBindingFixture().create("as.tls.name", "cluster",
        "as.tls.truststore", notAStore.toString(), "as.tls.truststorepassword", "hunter2-secret");

    assertThatThrownBy(db::init).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("as.tls.truststore='" + notAStore + "': expected a readable trust store")
        .hasMessageNotContaining("hunter2-secret")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void connectionFailureIsOneLineNamingTheHostsAndCountsNoUser() {
    SharedClientHolder holder = new SharedClientHolder((policy, hosts) -> {
      throw new AerospikeException.Connection(ResultCode.SERVER_NOT_AVAILABLE,
          "Failed to connect to host(s):\nnode1 3000 Error -8: Connection refused\n");
    });
    AerospikeClient db = new AerospikeClient(holder);
    db.setProperties(AerospikeBindingFixture.properties("as.host", "node1", "as.password", "hunter2-secret",
        "as.user", "bench"));

    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("Cannot connect to Aerospike at node1:3000 (as.host, as.port): ")
        .hasMessageContaining("Connection refused")
        .hasMessageNotContaining("hunter2-secret")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    assertThat(holder.users()).isZero();
  }

  @Test
  void theRealClientFailingToConnectIsOneLineAndLeavesNoClientBehind() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    AerospikeClient db = new AerospikeClient();
    db.setProperties(AerospikeBindingFixture.properties("as.host", "127.0.0.1", "as.port", Integer.toString(closedPort)));

    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("Cannot connect to Aerospike at 127.0.0.1:" + closedPort + " (as.host, as.port): ")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    db.cleanup();
  }

  @Test
  void connectionSettingsNeverPrintThePassword() throws DBException {
    ConnectionSettings settings = ConnectionSettings.from(Settings.of(AerospikeBindingFixture.properties(
        "as.user", "bench", "as.password", "hunter2-secret")));

    assertThat(settings.toString()).contains("bench").doesNotContain("hunter2-secret");
  }
}
