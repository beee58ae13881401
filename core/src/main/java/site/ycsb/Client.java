package site.ycsb;

import site.ycsb.cli.ClientMain;
import site.ycsb.options.RunOptions;

/**
 * The command-line entry point, under upstream's class name: {@code java site.ycsb.Client -db ...
 * -P workloads/workloada -t}. See {@link ClientMain} for the options; {@code --help} lists them.
 */
public final class Client {
  // upstream's names, kept for its API; each is the declaration's (site.ycsb.options.RunOptions)
  public static final String DEFAULT_RECORD_COUNT = RunOptions.RECORD_COUNT.defaultText();
  public static final String OPERATION_COUNT_PROPERTY = RunOptions.OPERATION_COUNT.name();
  public static final String RECORD_COUNT_PROPERTY = RunOptions.RECORD_COUNT.name();
  public static final String WORKLOAD_PROPERTY = RunOptions.WORKLOAD.name();
  public static final String DB_PROPERTY = RunOptions.DB.name();
  public static final String EXPORTER_PROPERTY = RunOptions.EXPORTER.name();
  public static final String EXPORT_FILE_PROPERTY = RunOptions.EXPORT_FILE.name();
  public static final String THREAD_COUNT_PROPERTY = RunOptions.THREAD_COUNT.name();
  public static final String INSERT_COUNT_PROPERTY = RunOptions.INSERT_COUNT.name();
  public static final String TARGET_PROPERTY = RunOptions.TARGET.name();
  public static final String MAX_EXECUTION_TIME = RunOptions.MAX_EXECUTION_TIME.name();
  public static final String DO_TRANSACTIONS_PROPERTY = RunOptions.DO_TRANSACTIONS.name();
  public static final String STATUS_PROPERTY = RunOptions.STATUS.name();
  public static final String LABEL_PROPERTY = RunOptions.LABEL.name();

  private Client() {
  }

  /** Prints the options and properties, as {@code --help} does. */
  public static void usageMessage() {
    new ClientMain(System.out, System.err).run(new String[] {"--help"});
  }

  /** True when the properties name a workload; otherwise says which property is missing, as upstream. */
  public static boolean checkRequiredProperties(java.util.Properties props) {
    if (props.getProperty(WORKLOAD_PROPERTY) == null) {
      System.out.println("Missing property: " + WORKLOAD_PROPERTY);
      return false;
    }
    return true;
  }

  public static void main(String[] args) {
    ClientMain main = new ClientMain(System.out, System.err);
    int code = main.run(args);
    System.out.flush();
    if (!main.stoppedBySignal()) {
      System.exit(code); // never during a signal: exit would wait for the hook that waits for us
    }
  }
}
