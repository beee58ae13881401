package site.ycsb;

import site.ycsb.cli.ClientMain;

/**
 * The command-line entry point, under upstream's class name: {@code java site.ycsb.Client -db ...
 * -P workloads/workloada -t}. See {@link ClientMain} for the options; {@code --help} lists them.
 */
public final class Client {
  public static final String DEFAULT_RECORD_COUNT = "0";
  public static final String OPERATION_COUNT_PROPERTY = "operationcount";
  public static final String RECORD_COUNT_PROPERTY = "recordcount";
  public static final String WORKLOAD_PROPERTY = "workload";
  public static final String DB_PROPERTY = "db";
  public static final String EXPORTER_PROPERTY = "exporter";
  public static final String EXPORT_FILE_PROPERTY = "exportfile";
  public static final String THREAD_COUNT_PROPERTY = "threadcount";
  public static final String INSERT_COUNT_PROPERTY = "insertcount";
  public static final String TARGET_PROPERTY = "target";
  public static final String MAX_EXECUTION_TIME = "maxexecutiontime";
  public static final String DO_TRANSACTIONS_PROPERTY = "dotransactions";
  public static final String STATUS_PROPERTY = "status";
  public static final String LABEL_PROPERTY = "label";

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
