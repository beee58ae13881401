package site.ycsb.db.cql.contract;

import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * A contract whose tests each make keyspaces of their own on the shared server: it hands them out
 * and drops them all at the end. A subclass names the binding.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class KeyspaceContract {
  protected CqlBinding binding;
  protected CassandraServer server;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding under test. */
  protected abstract CqlBinding binding();

  @BeforeAll
  void setUp(CassandraServer shared) {
    binding = binding();
    server = shared;
  }

  @AfterAll
  void tearDown() {
    keyspaces.forEach(ks -> dropKeyspace(server, ks));
  }

  /** A new keyspace name, dropped after the class's tests. */
  protected String keyspace(String purpose) {
    String ks = uniqueKeyspace(purpose);
    keyspaces.add(ks);
    return ks;
  }
}
