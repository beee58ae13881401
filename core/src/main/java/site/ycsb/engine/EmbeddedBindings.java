package site.ycsb.engine;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import java.util.Properties;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.db.MemoryStore;

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
    public List<PropertyDefinition> properties() {
      return List.of(
          of("timestampkey", "YCSBTS", "Name of the timestamp in the workload's maps and fields (as the workload)."),
          of("valuekey", "YCSBV", "Name of the value in the workload's maps (as the workload)."),
          of("tagpairdelimiter", "=", "Between a tag key and its value in fields (as the workload)."),
          of("querytimespandelimiter", ",", "Between the start and end of a time span (as the workload)."),
          of("deletedelimiter", ":", "Between the parts of a delete's key (as the workload)."),
          of("timestampunits", "SECONDS", "Unit of the timestamps and intervals (as the workload)."),
          of("groupbykey", "YCSBGB", "Field key of a group-by function (as the workload)."),
          of("downsamplingkey", "YCSBDS", "Field key of a downsampling request (as the workload)."),
          of("downsamplingfunction", "NONE", "Downsampling a scan may ask for: NONE, SUM, AVERAGE, COUNT, MAX, MIN."),
          of("downsamplinginterval", "0", "Downsampling bucket width in timestampunits."),
          of("debug", "false", "Print every request to stderr."),
          of("test", "false", "Upstream's test flag (read, unused)."));
    }
  }
}
