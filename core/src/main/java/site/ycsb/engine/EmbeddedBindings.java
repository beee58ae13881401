package site.ycsb.engine;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;

/** Descriptors of the databases built into core. */
final class EmbeddedBindings {
  private EmbeddedBindings() {
  }

  static final class Basic implements BindingDescriptor {
    @Override
    public List<String> names() {
      return List.of("basic");
    }

    @Override
    public String dbClassName() {
      return "site.ycsb.BasicDB";
    }

    @Override
    public String summary() {
      return "Does nothing and returns OK: measures the client itself.";
    }

    @Override
    public List<PropertyDefinition> properties() {
      return List.of(
          of("basicdb.verbose", "true", "Print every operation (slow; set false to measure the client)."),
          of("basicdb.simulatedelay", "0", "Delay each operation by up to this many milliseconds."),
          of("basicdb.randomizedelay", "true", "Randomize the delay between 0 and basicdb.simulatedelay."),
          of("basicdb.count", "false", "Count operations per thread and print the counts at cleanup."));
    }
  }

  static final class Memory implements BindingDescriptor {
    @Override
    public List<String> names() {
      return List.of("memory");
    }

    @Override
    public String dbClassName() {
      return "site.ycsb.db.MemoryDB";
    }

    @Override
    public String summary() {
      return "Embedded in-process store with real read/insert/update/delete/scan semantics.";
    }

    @Override
    public List<PropertyDefinition> properties() {
      return List.of();
    }
  }
}
