package site.ycsb.testkit.cassandra;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Asks the owner of a running {@link CassandraCluster} to kill, start or add a node, or for its
 * status: one request line to the loopback port in {@code <dir>/control.port}, one answer line back.
 * Uses only the JDK, so a benchmark's event command starts it in a fraction of a second:
 * {@code java -cp cassandra/target/test-classes site.ycsb.testkit.cassandra.ClusterControl kill 3 --dir DIR}.
 * Exit 0 when the answer is {@code ok ...}, 1 otherwise, 2 for bad arguments.
 */
public final class ClusterControl {
  private ClusterControl() {
  }

  public static void main(String[] args) {
    ClusterCommand command;
    try {
      command = ClusterCommand.parse(args);
      if (command.verb().equals("serve")) {
        throw new IllegalArgumentException("serve: run CassandraCluster (it needs the whole test class path)");
      }
    } catch (IllegalArgumentException e) {
      System.err.println("ClusterControl: " + e.getMessage());
      System.err.println(ClusterCommand.USAGE);
      System.exit(2);
      return;
    }
    String answer;
    try {
      answer = request(command.dir(), command.request());
    } catch (IOException | RuntimeException e) {
      System.err.println("ClusterControl: no cluster owner answers for " + command.dir() + " (" + e + ")");
      System.exit(1);
      return;
    }
    System.out.println(answer);
    System.exit(answer.startsWith("ok") ? 0 : 1);
  }

  /** Sends one request to the owner of the cluster in {@code dir}; returns its answer line. */
  static String request(Path dir, String request) throws IOException {
    int port = Integer.parseInt(Files.readString(dir.resolve("control.port")).trim());
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8))) {
      out.println(request);
      String answer = in.readLine();
      return answer == null ? "error the cluster's owner closed the connection" : answer;
    }
  }
}
