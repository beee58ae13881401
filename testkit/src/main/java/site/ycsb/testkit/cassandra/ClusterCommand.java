package site.ycsb.testkit.cassandra;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The arguments of {@link CassandraCluster}'s command line. */
record ClusterCommand(String verb, int node, Path dir, int nodes, int spare, String heap, int port,
    List<String> settings) {
  static final String USAGE = "usage: CassandraCluster serve --nodes N --dir DIR [--spare S] [--heap 512M]"
      + " [--port CQL-PORT] [--setting NAME=VALUE]...\n"
      + "       ClusterControl kill N|start N|add|status --dir DIR";

  static ClusterCommand parse(String[] args) {
    if (args.length == 0) {
      throw new IllegalArgumentException("missing command");
    }
    String verb = args[0];
    int i = 1;
    int node = 0;
    if (verb.equals("kill") || verb.equals("start")) {
      if (args.length < 2) {
        throw new IllegalArgumentException(verb + ": missing node number");
      }
      node = number(args[1], "node number");
      i = 2;
    } else if (!verb.equals("add") && !verb.equals("status") && !verb.equals("serve")) {
      throw new IllegalArgumentException("unknown command '" + verb + "'");
    }
    Path dir = null;
    int nodes = 3;
    int spare = 1;
    String heap = "512M";
    int port = 0; // 0: a free one
    List<String> settings = new ArrayList<>();
    for (; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      switch (args[i]) {
        case "--dir" -> dir = Path.of(required(value, "--dir"));
        case "--nodes" -> nodes = number(required(value, "--nodes"), "--nodes");
        case "--spare" -> spare = number(required(value, "--spare"), "--spare");
        case "--heap" -> heap = required(value, "--heap");
        case "--port" -> port = cqlPort(required(value, "--port"));
        case "--setting" -> settings.add(setting(required(value, "--setting")));
        default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
      }
      i++;
    }
    if (dir == null) {
      throw new IllegalArgumentException("--dir: missing; expected the cluster's folder");
    }
    return new ClusterCommand(verb, node, dir, nodes, spare, heap, port, List.copyOf(settings));
  }

  /** The request line the owner understands. */
  String request() {
    return node > 0 ? verb + " " + node : verb;
  }

  private static String required(String value, String option) {
    if (value == null) {
      throw new IllegalArgumentException(option + ": missing value");
    }
    return value;
  }

  /** A cassandra.yaml setting for every node, as NAME=VALUE (a word, then any value). */
  private static String setting(String s) {
    if (!s.matches("[a-z][a-z0-9_]*=\\S+")) {
      throw new IllegalArgumentException("--setting '" + s + "': expected NAME=VALUE, a cassandra.yaml name such as"
          + " commitlog_sync=batch");
    }
    return s;
  }

  private static int cqlPort(String s) {
    int port = number(s, "--port");
    if (port > 65535) {
      throw new IllegalArgumentException("--port '" + s + "': expected a port from 1 to 65535");
    }
    return port;
  }

  private static int number(String s, String what) {
    try {
      int n = Integer.parseInt(s);
      if (n < 1) {
        throw new NumberFormatException();
      }
      return n;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(what + " '" + s + "': expected a whole number >= 1");
    }
  }
}
