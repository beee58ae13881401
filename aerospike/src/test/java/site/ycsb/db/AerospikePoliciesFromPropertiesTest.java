package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.Replica;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.WritePolicy;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DBException;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;

/** Every property lands in the policy objects the client receives with each command or at open. */
class AerospikePoliciesFromPropertiesTest {
  private static final String TABLE = "usertable";

  /** The policies of one read, insert, update, delete and scan sent with {@code properties}. */
  private record Sent(Policy read, WritePolicy insert, WritePolicy update, WritePolicy delete, ScanPolicy scan) {
    List<Policy> all() {
      return List.of(read, insert, update, delete, scan);
    }
  }

  private static Sent runEveryOperation(String... properties) throws DBException {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.start(properties);
      db.insert(TABLE, "k", Map.of("f", new StringByteIterator("v")));
      db.update(TABLE, "k", Map.of("f", new StringByteIterator("w")));
      db.read(TABLE, "k", null, new HashMap<>());
      db.scan(TABLE, "k", 1, null, new Vector<>());
      db.delete(TABLE, "k");
      InMemoryAerospikeClientTestDouble server = fixture.server();
      return new Sent(server.commands("get").get(0).policy(),
          (WritePolicy) server.commands("put").get(0).policy(),
          (WritePolicy) server.commands("put").get(1).policy(),
          (WritePolicy) server.commands("delete").get(0).policy(),
          (ScanPolicy) server.commands("scanPartitions").get(0).policy());
    }
  }

  private static ClientPolicy openWith(String... properties) throws DBException {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      fixture.start(properties);
      return fixture.server().clientPolicy();
    }
  }

  private static Host[] hostsFor(String... properties) throws DBException {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      fixture.start(properties);
      return fixture.server().hosts();
    }
  }

  @Test
  void defaultsAreUpstreamTimeoutOneReplicaReadSequenceReplicaCommitAllAndNoExtras() throws DBException {
    Sent sent = runEveryOperation();

    assertThat(sent.all()).allSatisfy(p -> {
      assertThat(p.totalTimeout).isEqualTo(10000);
      assertThat(p.socketTimeout).isEqualTo(30000);
      assertThat(p.compress).isFalse();
    });
    assertThat(sent.read().readModeAP).isEqualTo(ReadModeAP.ONE);
    assertThat(sent.read().replica).isEqualTo(Replica.SEQUENCE);
    assertThat(sent.read().maxRetries).isEqualTo(2);
    assertThat(sent.insert().maxRetries).isZero();
    assertThat(sent.insert().commitLevel).isEqualTo(CommitLevel.COMMIT_ALL);
    assertThat(sent.insert().sendKey).isFalse();
    assertThat(sent.delete().durableDelete).isFalse();
  }

  @Test
  void insertIsCreateOnlyAndUpdateIsUpdateOnly() throws DBException {
    Sent sent = runEveryOperation();

    assertThat(sent.insert().recordExistsAction).isEqualTo(RecordExistsAction.CREATE_ONLY);
    assertThat(sent.update().recordExistsAction).isEqualTo(RecordExistsAction.UPDATE_ONLY);
  }

  @Test
  void readModeAndReplicaApplyToReadsAndScans() throws DBException {
    Sent sent = runEveryOperation("as.readmodeap", "all", "as.replica", "MASTER_PROLES");

    assertThat(sent.read().readModeAP).isEqualTo(ReadModeAP.ALL);
    assertThat(sent.scan().readModeAP).isEqualTo(ReadModeAP.ALL);
    assertThat(sent.read().replica).isEqualTo(Replica.MASTER_PROLES);
    assertThat(sent.scan().replica).isEqualTo(Replica.MASTER_PROLES);
  }

  @Test
  void commitLevelAppliesToEveryWrite() throws DBException {
    Sent sent = runEveryOperation("as.writecommitlevel", "COMMIT_MASTER");

    assertThat(List.of(sent.insert(), sent.update(), sent.delete()))
        .allSatisfy(p -> assertThat(p.commitLevel).isEqualTo(CommitLevel.COMMIT_MASTER));
  }

  @Test
  void durableDeleteAppliesToDeletes() throws DBException {
    assertThat(runEveryOperation("as.durabledelete", "true").delete().durableDelete).isTrue();
  }

  @Test
  void compressionAppliesToEveryCommand() throws DBException {
    assertThat(runEveryOperation("as.usecompression", "TRUE").all()).allSatisfy(p -> assertThat(p.compress).isTrue());
  }

  @Test
  void sendKeyAppliesToInsertsAndUpdates() throws DBException {
    Sent sent = runEveryOperation("as.sendkey", "true");

    assertThat(sent.insert().sendKey).isTrue();
    assertThat(sent.update().sendKey).isTrue();
  }

  @Test
  void timeoutIsTheUpstreamAliasOfTheTotalTimeout() throws DBException {
    assertThat(runEveryOperation("as.timeout", "2500").all())
        .allSatisfy(p -> assertThat(p.totalTimeout).isEqualTo(2500));
  }

  @Test
  void totalTimeoutWinsOverTheUpstreamTimeout() throws DBException {
    assertThat(runEveryOperation("as.timeout", "2500", "as.totaltimeout", "700").all())
        .allSatisfy(p -> assertThat(p.totalTimeout).isEqualTo(700));
  }

  @Test
  void socketTimeoutAndMaxRetriesApplyToEveryCommand() throws DBException {
    assertThat(runEveryOperation("as.sockettimeout", "150", "as.maxretries", "4").all()).allSatisfy(p -> {
      assertThat(p.socketTimeout).isEqualTo(150);
      assertThat(p.maxRetries).isEqualTo(4);
    });
  }

  @Test
  void scanPolicyReadsBinDataAndIsLimitedToRecordcount() throws DBException {
    ScanPolicy scan = runEveryOperation().scan();

    assertThat(scan.includeBinData).isTrue();
    assertThat(scan.maxRecords).isEqualTo(1);
  }

  @Test
  void clientPolicyCarriesCredentialsPoolsAndServicesAlternate() throws DBException {
    ClientPolicy policy = openWith("as.user", "bench", "as.password", "s3cret", "as.connspernode", "64",
        "as.connpoolspernode", "4", "as.servicesalternate", "true");

    assertThat(policy.user).isEqualTo("bench");
    assertThat(policy.password).isEqualTo("s3cret");
    assertThat(policy.minConnsPerNode).isEqualTo(64);
    assertThat(policy.maxConnsPerNode).isEqualTo(64);
    assertThat(policy.connPoolsPerNode).isEqualTo(4);
    assertThat(policy.useServicesAlternate).isTrue();
    assertThat(policy.tlsPolicy).isNull();
  }

  @Test
  void clientPolicyKeepsTheClientDefaultsWhenNothingIsSetForOneThread() throws DBException {
    ClientPolicy policy = openWith();
    ClientPolicy defaults = new ClientPolicy();

    assertThat(policy.user).isNull();
    assertThat(policy.minConnsPerNode).isEqualTo(defaults.minConnsPerNode);
    assertThat(policy.maxConnsPerNode).isEqualTo(defaults.maxConnsPerNode);
    assertThat(policy.connPoolsPerNode).isEqualTo(1);
    assertThat(policy.useServicesAlternate).isFalse();
  }

  @Test
  void withoutAsConnsPerNodeThePoolCoversEveryThreadWhereTheClientDefaultWouldNot() throws DBException {
    ClientPolicy defaults = new ClientPolicy();
    assertThat(defaults.maxConnsPerNode).as("the client's default, which failed half of a 128-thread run")
        .isEqualTo(100);

    assertThat(openWith("threadcount", "840").maxConnsPerNode).isEqualTo(840);
    assertThat(openWith("threadcount", "200", "async.inflight", "4").maxConnsPerNode).isEqualTo(800);
    assertThat(openWith("threadcount", "16").maxConnsPerNode).as("never below the client's default").isEqualTo(100);
    assertThat(openWith("threadcount", "840").minConnsPerNode).as("opened on demand, as the client does")
        .isEqualTo(defaults.minConnsPerNode);
    assertThat(openWith("threadcount", "840", "as.connspernode", "64").maxConnsPerNode).as("the user's value wins")
        .isEqualTo(64);
  }

  @Test
  void hostsAreCommaSeparatedWithPerHostPortsAndTheDefaultPortForTheRest() throws DBException {
    Host[] hosts = hostsFor("as.host", "10.0.0.1, 10.0.0.2:3100,[::1]", "as.port", "3200");

    assertThat(hosts).containsExactly(new Host("10.0.0.1", 3200), new Host("10.0.0.2", 3100), new Host("::1", 3200));
  }

  @Test
  void defaultHostIsLocalhostOnPort3000() throws DBException {
    assertThat(hostsFor()).containsExactly(new Host("localhost", 3000));
  }

  @Test
  void tlsNameTurnsTlsOnForEveryHostAndTheTrustStoreBecomesItsContext(@TempDir Path dir) throws Exception {
    Path trustStore = dir.resolve("trust.p12");
    KeyStore store = KeyStore.getInstance("PKCS12");
    store.load(null, null);
    try (OutputStream out = Files.newOutputStream(trustStore)) {
      store.store(out, "changeit".toCharArray());
    }
    String[] properties = {"as.host", "a,b:4333", "as.port", "4333", "as.tls.name", "cluster.example",
        "as.tls.truststore", trustStore.toString(), "as.tls.truststorepassword", "changeit"};

    assertThat(hostsFor(properties)).extracting(h -> h.tlsName).containsOnly("cluster.example");
    ClientPolicy policy = openWith(properties);
    assertThat(policy.tlsPolicy).isNotNull();
    assertThat(policy.tlsPolicy.context).isNotNull();
  }

  @Test
  void tlsWithoutATrustStoreUsesTheJvmDefaults() throws DBException {
    ClientPolicy policy = openWith("as.tls.name", "cluster.example");

    assertThat(policy.tlsPolicy).isNotNull();
    assertThat(policy.tlsPolicy.context).isNull();
  }
}
