package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The {@code cassandra.yaml} and {@code logback.xml} of a test node: a local JVM on loopback, or a container. */
final class CassandraConfigFiles {
  private CassandraConfigFiles() {
  }

  /**
   * The JVM options that make cassandra.yaml {@code settings} ({@code NAME=VALUE}) override the
   * file's: Cassandra reads {@code -Dcassandra.settings.NAME=VALUE} only when system properties
   * are allowed, which the first option does. No settings, no options.
   */
  static List<String> settingOptions(List<String> settings) {
    List<String> options = new ArrayList<>();
    if (!settings.isEmpty()) {
      options.add("-Dcassandra.config.allow_system_properties=true");
      settings.forEach(s -> options.add("-Dcassandra.settings." + s));
    }
    return options;
  }

  /**
   * @param address the node's loopback address (127.0.0.1 for a single node; 127.0.0.2, ... for
   *     the other nodes of a cluster)
   * @param seeds the seed nodes' {@code address:storagePort}s, comma-separated
   * @param autoBootstrap whether the node streams its ranges when it joins (a node added to a
   *     running cluster); the nodes of a new, empty cluster skip it
   */
  static void write(Path conf, Path data, Path logs, String address, int cqlPort, int storagePort, String seeds,
      boolean autoBootstrap) throws IOException {
    Files.createDirectories(conf.resolve("triggers"));
    Files.createDirectories(logs);
    for (String sub : new String[] {"data", "commitlog", "saved_caches", "hints", "cdc_raw"}) {
      Files.createDirectories(data.resolve(sub));
    }
    Files.writeString(conf.resolve("cassandra.yaml"),
        yaml(data.toAbsolutePath().toString(), address, cqlPort, storagePort, seeds, autoBootstrap));
    Files.writeString(conf.resolve("logback.xml"), """
        <configuration scan="false">
          <appender name="FILE" class="ch.qos.logback.core.FileAppender">
            <file>%s/system.log</file>
            <encoder><pattern>%%-5level [%%thread] %%date{ISO8601} %%F:%%L - %%msg%%n</pattern></encoder>
          </appender>
          <root level="INFO"><appender-ref ref="FILE"/></root>
        </configuration>
        """.formatted(logs.toAbsolutePath()));
  }

  /** The node's cassandra.yaml (also the template of the containers' one, with placeholders for address and seeds). */
  static String yaml(String data, String address, int cqlPort, int storagePort, String seeds, boolean autoBootstrap) {
    return """
        cluster_name: 'ycsb-test'
        num_tokens: 16
        partitioner: org.apache.cassandra.dht.Murmur3Partitioner
        endpoint_snitch: SimpleSnitch
        seed_provider:
          - class_name: org.apache.cassandra.locator.SimpleSeedProvider
            parameters:
              - seeds: "%4$s"
        listen_address: %5$s
        rpc_address: %5$s
        auto_bootstrap: %6$s
        storage_port: %2$d
        native_transport_port: %1$d
        start_native_transport: true
        data_file_directories:
          - %3$s/data
        commitlog_directory: %3$s/commitlog
        saved_caches_directory: %3$s/saved_caches
        hints_directory: %3$s/hints
        cdc_raw_directory: %3$s/cdc_raw
        commitlog_sync: periodic
        commitlog_sync_period: 10000ms
        authenticator: AllowAllAuthenticator
        authorizer: AllowAllAuthorizer
        # a fresh 5.0 node: no compatibility with 4.x sstables or messaging needed
        storage_compatibility_mode: NONE
        # small test machines: few threads
        concurrent_compactors: 1
        concurrent_reads: 16
        concurrent_writes: 16
        # tests create and drop keyspaces: no snapshots left behind
        auto_snapshot: false
        """.formatted(cqlPort, storagePort, data, seeds, address, autoBootstrap);
  }

  /** A container's logback.xml: the log on standard output, where Docker keeps it and tests wait for lines. */
  static String consoleLogback() {
    return """
        <configuration scan="false">
          <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender">
            <encoder><pattern>%-5level [%thread] %date{ISO8601} %F:%L - %msg%n</pattern></encoder>
          </appender>
          <root level="INFO"><appender-ref ref="STDOUT"/></root>
        </configuration>
        """;
  }
}
