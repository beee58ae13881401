package site.ycsb.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.options.CoreOptions;
import site.ycsb.options.OptionGroup;
import site.ycsb.options.RunOptions;

/** The {@code -help} text: the commands and options, or one binding's options with {@code -db}. */
final class CommandHelp {
  /** The bindings with a page of their own in the manual, docs/bindings/<name>.md. */
  private static final List<String> BUNDLED_BINDINGS =
      List.of("basic", "memory", "memory-ts", "cassandra", "scylla", "aerospike");

  private final PrintStream out;

  CommandHelp(PrintStream out) {
    this.out = out;
  }

  void print(Properties props, DbLoader loader) {
    if (props.getProperty(RunOptions.DB.name()) != null) {
      String db = Settings.of(props).get(RunOptions.DB);
      BindingDescriptor d = loader.describe(db).orElse(null);
      if (d == null) {
        throw new UsageException("db=" + db + ": no binding of that name on the class path (known: "
            + String.join(", ", loader.bindings().stream().map(b -> b.names().get(0)).toList()) + ")");
      }
      out.println(d.names().get(0) + ": " + d.summary());
      out.println("DB class: " + d.dbClassName() + "   names: " + String.join(", ", d.names()));
      if (BUNDLED_BINDINGS.contains(d.names().get(0))) {
        out.println("Manual: docs/bindings/" + d.names().get(0) + ".md");
      }
      out.println();
      printTable(d.options().stream().map(Option::definition).toList());
      return;
    }
    out.println("Usage: bin/ycsb load|run|loadrun|shell <binding> [options]");
    out.println("       java -cp ... site.ycsb.Client [-load|-t|-loadrun] -db <binding> -P <workload file> [options]");
    out.println("       bin/ycsb merge [-o merged.hdr] [--phase run|load] [--force] [-p exporter=json] LOG|DIR...");
    out.println("       bin/ycsb report [-o report.html] [--format html|csv|json] [-p thresholds=...] LOG|DIR..."
        + " | A=LOGS... B=LOGS...");
    out.println("       bin/ycsb compare --baseline LOG|DIR... --candidate LOG|DIR... --max-regression 5%"
        + " [--metrics Throughput,READ-COMB.P99]");
    out.println("       bin/ycsb study [--dry-run] [--resume] [-o DIR] PLAN   a comparison from one plan file"
        + " (docs/studies.md); bin/ycsb report STUDY-DIR rebuilds its report");
    out.println("       bin/ycsb verify <binding> [-P file] [-p key=value] LEDGER|DIR...   (docs/validation.md)");
    out.println("Manual: docs/ (start at docs/running.md; a binding's properties: docs/bindings/<name>.md)");
    out.println();
    out.println("Options:");
    out.println("  -P file          load properties from a workload file (repeatable; later files win)");
    out.println("  -p key=value     set a property (wins over files)");
    out.println("  -threads n       client threads (threadcount)");
    out.println("  -target n        target operations per second, all threads together (target)");
    out.println("  -load | -t       load phase | run phase (dotransactions)");
    out.println("  -loadrun         load, then run, in one process (needed for the memory binding)");
    out.println("  -calibrate       find the highest throughput under a latency SLA (calibrate.* properties)");
    out.println("  -db name         binding short name or DB class (db)");
    out.println("  -s               print a status line every status.interval seconds");
    out.println("  -l label         prefix of the status lines");
    out.println();
    out.println("Bindings on the class path:");
    for (BindingDescriptor d : loader.bindings()) {
      out.printf("  %-12s %s%n", d.names().get(0), d.summary());
    }
    List<String> notBuilt = new ArrayList<>(List.of("cassandra", "scylla", "aerospike"));
    loader.bindings().forEach(d -> notBuilt.removeAll(d.names()));
    if (!notBuilt.isEmpty()) {
      // a source tree before 'mvn package': bin/ycsb builds a binding's module on its first use
      out.println("  (not built yet: " + String.join(", ", notBuilt) + "; they appear here after"
          + " 'mvn -B -ntp package -DskipTests', or a first 'bin/ycsb run <binding>' builds one)");
    }
    String heading = null;
    for (OptionGroup group : CoreOptions.groups()) {
      if (!group.title().equals(heading)) {
        heading = group.title();
        out.println();
        out.println(heading + ":");
      }
      printTable(group.definitions());
    }
  }

  private void printTable(List<PropertyDefinition> table) {
    for (PropertyDefinition p : table) {
      out.printf("  %-36s %-14s %s%n", p.name(), p.secret() ? "(secret)" : p.defaultValue() == null ? "-" : p.defaultValue(),
          p.description());
    }
  }
}
