package site.ycsb.testkit.cassandra;

/**
 * A server someone else runs: {@code CASSANDRA_HOSTS} (comma-separated), optional
 * {@code CASSANDRA_PORT} (9042) and {@code CASSANDRA_LOCALDC} (datacenter1).
 */
public record ExternalCassandraServer(String hosts, int port, String localDatacenter) implements CassandraServer {
  public static final String HOSTS_ENV = "CASSANDRA_HOSTS";

  /** The server named by the environment, or null when {@code CASSANDRA_HOSTS} is not set. */
  public static ExternalCassandraServer fromEnvironment() {
    String hosts = System.getenv(HOSTS_ENV);
    if (hosts == null || hosts.isBlank()) {
      return null;
    }
    String port = System.getenv("CASSANDRA_PORT");
    String dc = System.getenv("CASSANDRA_LOCALDC");
    return new ExternalCassandraServer(hosts.trim(), port == null || port.isBlank() ? 9042 : Integer.parseInt(port.trim()),
        dc == null || dc.isBlank() ? "datacenter1" : dc.trim());
  }

  @Override
  public String description() {
    return "external Cassandra at " + hosts + " port " + port + " (" + HOSTS_ENV + ")";
  }
}
