package site.ycsb.engine;

import java.util.List;
import java.util.Properties;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.db.MemoryStore;
import site.ycsb.options.BasicOptions;

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
    /**
     * TimeSeriesWorkload's options that the store reads to understand the workload's requests
     * (TimeseriesDB reads them); listed here for the binding's --help and page.
     */
    private static final List<Option<?>> MEMORY_TS = List.of(
        Option.text("timestampkey", "YCSBTS")
            .describe("Name of the timestamp in the workload's maps and fields (as the workload)."),
        Option.text("valuekey", "YCSBV").describe("Name of the value in the workload's maps (as the workload)."),
        Option.text("tagpairdelimiter", "=").describe("Between a tag key and its value in fields (as the workload)."),
        Option.text("querytimespandelimiter", ",")
            .describe("Between the start and end of a time span (as the workload)."),
        Option.text("deletedelimiter", ":").describe("Between the parts of a delete's key (as the workload)."),
        Option.text("timestampunits", "SECONDS").describe("Unit of the timestamps and intervals (as the workload)."),
        Option.text("groupbykey", "YCSBGB").describe("Field key of a group-by function (as the workload)."),
        Option.text("downsamplingkey", "YCSBDS").describe("Field key of a downsampling request (as the workload)."),
        Option.text("downsamplingfunction", "NONE")
            .describe("Downsampling a scan may ask for: NONE, SUM, AVERAGE, COUNT, MAX, MIN."),
        Option.integer("downsamplinginterval", 0, 0).describe("Downsampling bucket width in timestampunits."),
        Option.flag("debug", false).describe("Print every request to stderr."),
        Option.flag("test", false).describe("Upstream's test flag (read, unused)."));

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
      return MEMORY_TS;
    }
  }
}
