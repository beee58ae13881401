package site.ycsb.db;

import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.db.aerospike.testserver.AerospikeServer;
import site.ycsb.db.aerospike.testserver.SharedAerospike;

/**
 * The CRUD, scan and end-to-end contract against a real server: the one AEROSPIKE_HOST names, else
 * the shared Aerospike CE server started for this build ({@link SharedAerospike}); skipped, with one
 * line, where there is neither.
 */
@ExtendWith(SharedAerospike.class)
class AerospikeServerIT extends AerospikeCrudContract {
  private static AerospikeServer server;

  @BeforeAll
  static void server(AerospikeServer shared) {
    server = shared;
  }

  @Override
  protected Properties serverProperties() {
    return server.bindingProperties();
  }
}
