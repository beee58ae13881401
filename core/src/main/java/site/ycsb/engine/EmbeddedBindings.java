package site.ycsb.engine;

import java.util.List;
import java.util.Properties;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.db.MemoryStore;
import site.ycsb.options.BasicOptions;
import site.ycsb.options.TimeseriesDbOptions;

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
    public List<Option<?>> options() {
      return BasicOptions.BASIC;
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
    public List<Option<?>> options() {
      return List.of();
    }

    /** Its data lives in the properties of this process's phases: none there means nothing was loaded. */
    @Override
    public boolean startsEmpty(Properties properties) {
      return !MemoryStore.heldIn(properties);
    }
  }

  /**
   * The embedded time-series store. Registered through META-INF/services (the ServiceLoader
   * instantiates it, hence public), so it is found like a binding module's descriptor.
   */
  public static final class MemoryTimeseries implements BindingDescriptor {
    @Override
    public List<String> names() {
      return List.of("memory-ts");
    }

    @Override
    public String dbClassName() {
      return "site.ycsb.db.MemoryTimeseriesDB";
    }

    @Override
    public String summary() {
      return "Embedded in-process time-series store for TimeSeriesWorkload: points per metric, tags and timestamp.";
    }

    @Override
    public List<Option<?>> options() {
      return TimeseriesDbOptions.STORE;
    }
  }
}
