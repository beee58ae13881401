package site.ycsb.db.cassandra;

import org.junit.jupiter.api.Nested;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CrudContract;
import site.ycsb.db.cql.contract.EndToEndContract;
import site.ycsb.testkit.cassandra.CassandraImage;
import site.ycsb.testkit.cassandra.UseCassandraContainer;

/**
 * The binding against a single-node Cassandra in a Docker container ({@link CassandraImage}: the
 * official {@code cassandra:5.0} where it can be pulled, else one built here): the CRUD contract,
 * and {@code bin/ycsb load} then {@code run} of {@code workloads/mixed}, blocking and with
 * {@code async.inflight}, also with the server killed mid-run ({@code docker kill}). Skipped with
 * one line where no Docker engine runs.
 */
@UseCassandraContainer
class CassandraContainerIT {
  @Nested
  class Crud extends CrudContract {
    @Override
    protected CqlBinding binding() {
      return CassandraTestSupport.BINDING;
    }
  }

  @Nested
  class LoadAndRun extends EndToEndContract {
    @Override
    protected CqlBinding binding() {
      return CassandraTestSupport.BINDING;
    }

    @Override
    protected String module() {
      return "cassandra";
    }
  }
}
