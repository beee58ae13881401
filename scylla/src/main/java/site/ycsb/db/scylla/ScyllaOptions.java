package site.ycsb.db.scylla;

import static site.ycsb.binding.BindingOptions.flag;
import static site.ycsb.binding.BindingOptions.integer;
import static site.ycsb.binding.BindingOptions.text;

import java.util.Properties;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.db.cql.CqlOptions;

/**
 * The Scylla binding's options: the CQL options under upstream's {@code scylla.} prefix (the TLS
 * stores, driver configuration and schema creation as the Cassandra binding has them), worded for
 * ScyllaDB, and Scylla's own: lightweight transactions, the core pool size, a local datacenter
 * without a default, and the consistency defaults those two derive.
 */
public final class ScyllaOptions {
  public static final Option<String> LOCAL_DC = text("scylla.local_dc", null).describe("Local datacenter: the driver"
      + " sends requests to its nodes only. When unset, the datacenter of the contact points (which must all be in"
      + " one); when set, the consistency levels default to LOCAL_QUORUM.");
  public static final Option<Boolean> LWT = flag("scylla.lwt", false).describe("Lightweight transactions: inserts IF"
      + " NOT EXISTS (ALREADY_EXISTS when the key exists), updates and deletes IF EXISTS (NOT_FOUND when the row does"
      + " not), at the driver's serial consistency (SERIAL; basic.request.serial-consistency in scylla.driverconfig).");
  public static final Option<Integer> CORE_CONNECTIONS = integer("scylla.coreconnections", null, 1, 1024)
      .describe("Kept from upstream: driver 4.x pools have one size, the larger of scylla.coreconnections and"
          + " scylla.maxconnections.");

  public static final CqlOptions CQL = CqlOptions.prefixed("scylla.").localDatacenter(LOCAL_DC).lwt(LWT)
      .coreConnections(CORE_CONNECTIONS)
      .describe("port", "CQL native transport port of the nodes.")
      .describe("readconsistencylevel", "Consistency level of reads and scans: ONE, TWO, THREE, QUORUM, ALL,"
          + " LOCAL_QUORUM, EACH_QUORUM, LOCAL_ONE, SERIAL or LOCAL_SERIAL. When unset: LOCAL_QUORUM if"
          + " scylla.local_dc is set, SERIAL if scylla.lwt is true.")
      .describe("writeconsistencylevel", "Consistency level of inserts, updates and deletes: ANY, ONE, TWO, THREE,"
          + " QUORUM, ALL, LOCAL_QUORUM, EACH_QUORUM or LOCAL_ONE. When unset: LOCAL_QUORUM if scylla.local_dc is"
          + " set, ANY (the commit of a lightweight transaction) if scylla.lwt is true.")
      .describe("maxconnections", "Connections per node; on a ScyllaDB node at least one per shard (the driver spreads"
          + " them over the shards, rounding up to a multiple of the shard count).")
      .describe("replicationfactor", "Replication factor of a keyspace made by scylla.createschema"
          + " (NetworkTopologyStrategy, in the local datacenter).")
      .build();

  private ScyllaOptions() {
  }

  /**
   * {@code given} with upstream's consistency defaults filled in where the user set no level:
   * SERIAL reads and ANY writes with lightweight transactions, else LOCAL_QUORUM when a local
   * datacenter is set. Explicit levels always win. The original is not changed.
   */
  static Properties withDerivedDefaults(Properties given) {
    Settings settings = Settings.of(given);
    String read;
    String write;
    if (settings.getOrDefault(LWT)) { // a bad value is reported when the binding reads it
      read = "SERIAL";
      write = "ANY";
    } else if (settings.get(LOCAL_DC) != null) {
      read = "LOCAL_QUORUM";
      write = "LOCAL_QUORUM";
    } else {
      return given;
    }
    Properties derived = settings.properties();
    if (!settings.isSet(CQL.readConsistency)) {
      derived.setProperty(CQL.readConsistency.name(), read);
    }
    if (!settings.isSet(CQL.writeConsistency)) {
      derived.setProperty(CQL.writeConsistency.name(), write);
    }
    return derived;
  }
}
