package site.ycsb.db.aerospike;

import com.aerospike.client.Host;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.binding.BindingOptions;
import site.ycsb.config.Option;
import site.ycsb.config.UsageException;

/**
 * Parses {@code as.host}: comma-separated {@code host}, {@code host:port}, {@code [ipv6]} or
 * {@code [ipv6]:port} entries. Stricter than the client's own parser, which reads a typo such as
 * {@code host:30o0} as a TLS name instead of rejecting it.
 */
public final class SeedHosts {
  private SeedHosts() {
  }

  /** The seed hosts; every one carries {@code tlsName} (null without TLS). */
  public static Host[] parse(Option<?> def, String value, int defaultPort, String tlsName)
      {
    List<Host> hosts = new ArrayList<>();
    for (String entry : value.split(",", -1)) {
      String trimmed = entry.trim();
      if (trimmed.isEmpty()) {
        throw invalid(def, value);
      }
      hosts.add(parseEntry(def, value, trimmed, defaultPort, tlsName));
    }
    return hosts.toArray(new Host[0]);
  }

  private static Host parseEntry(Option<?> def, String value, String entry, int defaultPort,
      String tlsName) {
    String name;
    String portText;
    if (entry.startsWith("[")) {
      int close = entry.indexOf(']');
      if (close < 2) {
        throw invalid(def, value);
      }
      name = entry.substring(1, close);
      String rest = entry.substring(close + 1);
      if (!rest.isEmpty() && !rest.startsWith(":")) {
        throw invalid(def, value);
      }
      portText = rest.isEmpty() ? null : rest.substring(1);
    } else {
      int colon = entry.indexOf(':');
      if (colon != entry.lastIndexOf(':')) {
        throw invalid(def, value); // a bare IPv6 address is ambiguous: ask for brackets
      }
      name = colon < 0 ? entry : entry.substring(0, colon);
      portText = colon < 0 ? null : entry.substring(colon + 1);
    }
    if (name.isBlank() || name.chars().anyMatch(Character::isWhitespace)) {
      throw invalid(def, value);
    }
    return new Host(name, tlsName, portText == null ? defaultPort : port(def, value, portText));
  }

  private static int port(Option<?> def, String value, String text) {
    try {
      int port = Integer.parseInt(text);
      if (port >= 1 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(def, value);
  }

  private static UsageException invalid(Option<?> def, String value) {
    return BindingOptions.invalid(def, "comma-separated host[:port] entries with ports 1-65535", value);
  }
}
