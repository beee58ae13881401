package site.ycsb.junit.containers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CassandraTargetTest {
  @Test
  void givesTheCassandraBindingsConnectionProperties() {
    assertThat(new CassandraTarget("127.0.0.1", 32768, "dc2").properties()).containsExactly(
        java.util.Map.entry("hosts", "127.0.0.1"), java.util.Map.entry("port", "32768"),
        java.util.Map.entry("cassandra.localdc", "dc2"));
  }

  @Test
  void refusesATargetTheDriverCouldNotUse() {
    assertThatThrownBy(() -> new CassandraTarget(" ", 9042, "dc1")).hasMessageContaining("host");
    assertThatThrownBy(() -> new CassandraTarget("h", 0, "dc1")).hasMessageContaining("1 to 65535, not 0");
    assertThatThrownBy(() -> new CassandraTarget("h", 9042, "")).hasMessageContaining("datacenter");
  }
}
