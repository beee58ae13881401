package site.ycsb.db;

import site.ycsb.db.cassandra.CassandraOptions;
import site.ycsb.db.cql.CqlDB;
import site.ycsb.db.cql.CqlOptions;

/** The Cassandra binding, under upstream YCSB's class name so existing {@code -db} arguments work. */
public class CassandraCQLClient extends CqlDB {
  @Override
  protected CqlOptions options() {
    return CassandraOptions.CQL;
  }
}
