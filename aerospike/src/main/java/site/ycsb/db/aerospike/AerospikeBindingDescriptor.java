package site.ycsb.db.aerospike;

import java.util.List;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;

/** Registers the Aerospike binding with the launcher: its name, class and options ({@link AerospikeOptions}). */
public final class AerospikeBindingDescriptor implements BindingDescriptor {

  @Override
  public List<String> names() {
    return List.of("aerospike");
  }

  @Override
  public String dbClassName() {
    return "site.ycsb.db.AerospikeClient";
  }

  @Override
  public String summary() {
    return "Aerospike (Java client 9.x): each field is a bin, the table is the set, one shared client per JVM.";
  }

  @Override
  public List<Option<?>> options() {
    return AerospikeOptions.ALL;
  }
}
