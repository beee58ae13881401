package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.policy.WritePolicy;
import org.junit.jupiter.api.Test;

/** Record expiration for the workload's ttl: the policies that carry it and the namespace setting that refuses it. */
class ExpiringWritesTest {
  @Test
  void aTtlIsTheRecordsExpirationAndZeroMeansNeverNotTheNamespacesDefault() {
    WritePolicy base = new WritePolicy();
    base.sendKey = true;
    ExpiringWrites.Policies policies = new ExpiringWrites.Policies(base);
    WritePolicy sixty = policies.with(60);
    assertThat(sixty.expiration).isEqualTo(60);
    assertThat(sixty.sendKey).isTrue();
    assertThat(policies.with(60)).isSameAs(sixty); // a constant ttl makes no policy per write
    assertThat(policies.with(0).expiration).isEqualTo(-1);
    assertThat(sixty.expiration).as("a policy made is never changed").isEqualTo(60);
    assertThat(base.expiration).isZero();
  }

  @Test
  void aNamespaceWithNsupPeriodZeroAndNoAllowanceRefusesNamingTheSettings() {
    String refusal = ExpiringWrites.refusal("objects=0;nsup-period=0;allow-ttl-without-nsup=false;x=1", "ycsb");
    assertThat(refusal).contains("namespace ycsb", "nsup-period", "allow-ttl-without-nsup", "ttl=0")
        .doesNotContain("\n");
    assertThat(ExpiringWrites.refusal("nsup-period=120;allow-ttl-without-nsup=false", "ycsb")).isNull();
    assertThat(ExpiringWrites.refusal("nsup-period=0;allow-ttl-without-nsup=true", "ycsb")).isNull();
    assertThat(ExpiringWrites.refusal("objects=3", "ycsb")).as("a server that does not say").isNull();
  }
}
