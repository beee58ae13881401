/**
 * The CQL binding Cassandra and Scylla share: connection, driver configuration, schema, statements and
 * their cache, the CQL options declared once for a binding's names ({@code CqlOptions}), settings and the driver's errors as statuses. Imports site.ycsb's API,
 * binding, config and options and the DataStax driver's API; never a Cassandra- or Scylla-only package.
 */
package site.ycsb.db.cql;
