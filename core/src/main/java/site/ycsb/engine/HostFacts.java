package site.ycsb.engine;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** The host name and process id a run's log records. */
final class HostFacts {
  private HostFacts() {
  }

  static String hostName() {
    String env = System.getenv("HOSTNAME");
    if (env != null && !env.isBlank()) {
      return env.trim();
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      return "localhost";
    }
  }

  static long pid() {
    return ProcessHandle.current().pid();
  }
}
