package site.ycsb.db;

import site.ycsb.db.cassandra.CassandraProperties;
import site.ycsb.db.cql.CqlDB;
import site.ycsb.db.cql.CqlPropertyTable;

/** The Cassandra binding, under upstream YCSB's class name so existing {@code -db} arguments work. */
public class CassandraCQLClient extends CqlDB {
  @Override
  protected CqlPropertyTable propertyTable() {
    return CassandraProperties.TABLE;
  }
}
