package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code bin/ycsb load aerospike} then {@code bin/ycsb run aerospike -P workloads/mixed} as a user
 * types them, against a live server; checks exit codes and the report.
 */
final class AerospikeEndToEnd {
  private AerospikeEndToEnd() {
  }

  /** Load and run, each with {@code modeArgs} (e.g. {@code -p async.inflight=16}) as well. */
  static void loadAndRunMixed(Properties server, Path dir, String... modeArgs) throws Exception {
    Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
    // a set of its own: inserts are create-only, so keys left by an earlier run would be KEY_EXISTS
    Properties props = new Properties();
    props.putAll(server);
    props.setProperty("table", "e2e" + System.currentTimeMillis());
    String load = launch(root, dir, "load", props, with(modeArgs, "-p", "recordcount=2000", "-threads", "4"));
    assertThat(load).contains("[INSERT], Return=OK, 2000");
    String run = launch(root, dir, "run", props, with(modeArgs, "-p", "recordcount=2000", "-p", "operationcount=5000",
        "-threads", "4"));
    assertThat(run).contains("[OVERALL], RunTime(ms)", "[READ], Return=OK", "[INSERT], Return=OK",
        "[UPDATE], Return=OK", "[DELETE], Return=OK");
    long ok = value(run, "READ", "Return=OK");
    long notFound = run.contains("[READ], Return=NOT_FOUND") ? value(run, "READ", "Return=NOT_FOUND") : 0;
    assertThat(value(run, "READ-COMB", "Operations")).isEqualTo(ok + notFound);
    assertThat(run).as("no command failed on the client for want of a connection")
        .doesNotContain("CLIENT_POOL_EXHAUSTED");
    assertThat(Files.readString(dir.resolve("run.err"))).doesNotContain("connection pool");
  }

  private static String[] with(String[] first, String... more) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(more));
    return all.toArray(new String[0]);
  }

  private static String launch(Path root, Path dir, String phase, Properties server, String... extra) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(root.resolve("bin/ycsb").toString(), phase, "aerospike",
        "-P", root.resolve("workloads/mixed").toString(), "-p", "hdrhistogram.output.path=" + dir + "/"));
    for (String key : server.stringPropertyNames()) {
      cmd.add("-p");
      cmd.add(key + "=" + server.getProperty(key));
    }
    cmd.addAll(List.of(extra));
    Path out = dir.resolve(phase + ".out");
    Path err = dir.resolve(phase + ".err");
    ProcessBuilder builder = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile());
    builder.environment().put("YCSB_CDS_DIR", dir.resolve("cds").toString()); // not the user's cache
    Process p = builder.start();
    assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(err)).isZero();
    return Files.readString(out);
  }

  private static long value(String report, String metric, String measurement) {
    Matcher m = Pattern.compile("^\\[" + Pattern.quote(metric) + "\\], " + Pattern.quote(measurement) + ", (\\d+)$",
        Pattern.MULTILINE).matcher(report);
    assertThat(m.find()).as(metric + " " + measurement).isTrue();
    return Long.parseLong(m.group(1));
  }
}
