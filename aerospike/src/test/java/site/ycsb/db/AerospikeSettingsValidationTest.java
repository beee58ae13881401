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
import site.ycsb.db.aerospike.ConnectionSettings;
import site.ycsb.db.aerospike.SharedClientHolder;

/** Bad settings fail init with one line naming the property and what it expects; secrets never show. */
class AerospikeSettingsValidationTest {

  static Stream<Arguments> badSettings() {
    return Stream.of(
        Arguments.of("as.timeout", "ten", "as.timeout: expected an integer >= 0, got 'ten'"),
        Arguments.of("as.totaltimeout", "-1", "as.totaltimeout: expected an integer >= 0, got '-1'"),
        Arguments.of("as.sockettimeout", "1.5", "as.sockettimeout: expected an integer >= 0, got '1.5'"),
        Arguments.of("as.maxretries", "many", "as.maxretries: expected an integer >= 0, got 'many'"),
        Arguments.of("as.port", "70000", "as.port: expected an integer from 1 to 65535, got '70000'"),
        Arguments.of("as.connspernode", "0", "as.connspernode: expected an integer >= 1, got '0'"),
        Arguments.of("as.connpoolspernode", "x", "as.connpoolspernode: expected an integer >= 1, got 'x'"),
        Arguments.of("as.readmodeap", "SOME",
            "as.readmodeap: expected one of ONE, ALL, got 'SOME'"),
        Arguments.of("as.replica", "NEAREST",
            "as.replica: expected one of MASTER, MASTER_PROLES, SEQUENCE, PREFER_RACK, RANDOM, got 'NEAREST'"),
        Arguments.of("as.writecommitlevel", "QUORUM",
            "as.writecommitlevel: expected one of COMMIT_ALL, COMMIT_MASTER, got 'QUORUM'"),
        Arguments.of("as.durabledelete", "yes", "as.durabledelete: expected true or false, got 'yes'"),
        Arguments.of("as.usecompression", "1", "as.usecompression: expected true or false, got '1'"),
        Arguments.of("as.sendkey", "on", "as.sendkey: expected true or false, got 'on'"),
        Arguments.of("as.servicesalternate", "nope", "as.servicesalternate: expected true or false, got 'nope'"),
        Arguments.of("as.host", "a,,b",
            "as.host: expected comma-separated host[:port] entries with ports 1-65535, got 'a,,b'"),
        Arguments.of("as.host", "a:30o0",
            "as.host: expected comma-separated host[:port] entries with ports 1-65535, got 'a:30o0'"),
        Arguments.of("as.host", "::1",
            "as.host: expected comma-separated host[:port] entries with ports 1-65535, got '::1'"),
        Arguments.of("as.user", "bench", "as.password: expected a value because as.user is set"),
        Arguments.of("as.tls.truststore", "/some/trust.p12",
            "as.tls.name: expected a value because as.tls.truststore is set"));
  }

  @ParameterizedTest(name = "{0}={1}")
  @MethodSource("badSettings")
  void badValueFailsInitWithOneLineNamingTheProperty(String property, String value, String message) throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.create(property, value);

      assertThatThrownBy(db::init).isInstanceOf(DBException.class).hasMessage(message);
      assertThat(fixture.factory.opened()).as("no client is opened for bad settings").isEmpty();
      db.cleanup(); // the engine may still clean up a binding whose init failed
      assertThat(fixture.holder.users()).isZero();
    }
  }

  @Test
  void passwordWithoutUserNamesTheMissingUserAndNeverThePassword() {
    AerospikeClient db = new AerospikeBindingFixture().create("as.password", "hunter2-secret");

    assertThatThrownBy(db::init).hasMessage("as.user: expected a value because as.password is set")
        .hasMessageNotContaining("hunter2-secret");
  }

  @Test
  void unreadableTrustStoreNamesThePropertyButNotItsPassword(@TempDir Path dir) throws Exception {
    Path notAStore = Files.writeString(dir.resolve("trust.p12"), "not a key store");
    AerospikeClient db = new AerospikeBindingFixture().create("as.tls.name", "cluster",
        "as.tls.truststore", notAStore.toString(), "as.tls.truststorepassword", "hunter2-secret");

    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("as.tls.truststore: expected a readable trust store")
        .hasMessageContaining(notAStore.toString())
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
    ConnectionSettings settings = ConnectionSettings.from(AerospikeBindingFixture.properties(
        "as.user", "bench", "as.password", "hunter2-secret"));

    assertThat(settings.toString()).contains("bench").doesNotContain("hunter2-secret");
  }
}
