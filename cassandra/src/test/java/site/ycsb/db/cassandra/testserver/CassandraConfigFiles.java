package site.ycsb.db.cassandra.testserver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The single-node, loopback-only {@code cassandra.yaml} and {@code logback.xml} of a local server. */
final class CassandraConfigFiles {
  private CassandraConfigFiles() {
  }

  static void write(Path conf, Path data, Path logs, int cqlPort, int storagePort) throws IOException {
    Files.createDirectories(conf.resolve("triggers"));
    Files.createDirectories(logs);
    for (String sub : new String[] {"data", "commitlog", "saved_caches", "hints", "cdc_raw"}) {
      Files.createDirectories(data.resolve(sub));
    }
    Files.writeString(conf.resolve("cassandra.yaml"), """
        cluster_name: 'ycsb-test'
        num_tokens: 16
        partitioner: org.apache.cassandra.dht.Murmur3Partitioner
        endpoint_snitch: SimpleSnitch
        seed_provider:
          - class_name: org.apache.cassandra.locator.SimpleSeedProvider
            parameters:
              - seeds: "127.0.0.1:%2$d"
        listen_address: 127.0.0.1
        rpc_address: 127.0.0.1
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
        """.formatted(cqlPort, storagePort, data.toAbsolutePath()));
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
}
