package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.config.Settings;
import site.ycsb.db.cql.CqlSettings;

/** Upstream's consistency defaults: they depend on scylla.local_dc and scylla.lwt; explicit levels win. */
class ScyllaOptionsTest {
  private static CqlSettings settings(String... pairs) throws DBException {
    Properties p = new Properties();
    p.setProperty("scylla.hosts", "127.0.0.1");
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return CqlSettings.from(Settings.of(ScyllaOptions.withDerivedDefaults(p)), ScyllaOptions.CQL);
  }

  @Test
  void withoutLocalDcOrLwtBothLevelsAreQuorumAndTheDatacenterIsInferred() throws DBException {
    CqlSettings s = settings();
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.QUORUM);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.QUORUM);
    assertThat(s.localDatacenter()).isNull();
    assertThat(s.lwt()).isFalse();
  }

  @Test
  void aLocalDcMakesBothDefaultsLocalQuorum() throws DBException {
    CqlSettings s = settings("scylla.local_dc", "dc2");
    assertThat(s.localDatacenter()).isEqualTo("dc2");
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_QUORUM);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_QUORUM);
  }

  @Test
  void lwtMakesReadsSerialAndWritesCommitAtAnyEvenWithALocalDc() throws DBException {
    CqlSettings s = settings("scylla.lwt", "TRUE", "scylla.local_dc", "dc2");
    assertThat(s.lwt()).isTrue();
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.SERIAL);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.ANY);
  }

  @Test
  void explicitLevelsAlwaysWin() throws DBException {
    CqlSettings s = settings("scylla.lwt", "true", "scylla.readconsistencylevel", "LOCAL_SERIAL",
        "scylla.writeconsistencylevel", "QUORUM");
    assertThat(s.readConsistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_SERIAL);
    assertThat(s.writeConsistency()).isEqualTo(DefaultConsistencyLevel.QUORUM);
    CqlSettings dc = settings("scylla.local_dc", "dc2", "scylla.writeconsistencylevel", "ONE");
    assertThat(dc.readConsistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_QUORUM);
    assertThat(dc.writeConsistency()).isEqualTo(DefaultConsistencyLevel.ONE);
  }

  @Test
  void theCallersPropertiesAreNotChanged() {
    Properties given = new Properties();
    given.setProperty("scylla.local_dc", "dc2");
    Properties derived = ScyllaOptions.withDerivedDefaults(given);
    assertThat(derived).isNotSameAs(given).containsEntry("scylla.readconsistencylevel", "LOCAL_QUORUM");
    assertThat(given).doesNotContainKey("scylla.readconsistencylevel");
    Properties plain = new Properties();
    assertThat(ScyllaOptions.withDerivedDefaults(plain)).isSameAs(plain);
  }

  @Test
  void coreconnectionsRaisesThePoolSizeAboveMaxconnections() throws DBException {
    assertThat(settings("scylla.coreconnections", "8").maxConnections()).isEqualTo(8);
    assertThat(settings("scylla.coreconnections", "2", "scylla.maxconnections", "4").maxConnections()).isEqualTo(4);
  }
}
