package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Upstream's CommandLine: its flags (-db, -p, -P, -table) drive our interactive shell, fed on stdin. */
class UpstreamCommandLineTest {

  record Session(int code, String out, String err) {
  }

  private static Session session(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = CommandLine.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Session(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void commandsOnStdinGoToTheBindingNamedByDbInTheTableNamedByTable() {
    Session s = session("insert k1 a=1 b=2\nread k1\ntable other\nread k1\ntable t1\nread k1 b\nquit\n",
        "-db", "memory", "-table", "t1");
    assertThat(s.code()).isZero();
    assertThat(s.out()).contains("a=1", "b=2", "table: other", "Return: NOT_FOUND", "table: t1");
    assertThat(s.out().lines().filter(l -> l.contains("Return: OK")).count()).as("insert, read, read b").isEqualTo(3);
  }

  @Test
  void propertiesComeFromFilesAndPWinsOverThem(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("shell.properties"), "db=memory\ntable=fromfile\n");
    Session s = session("table\nquit\n", "-P", file.toString(), "-p", "table=fromflag");
    assertThat(s.code()).isZero();
    assertThat(s.out()).contains("table: fromflag");
    assertThat(s.err()).doesNotContain("Error");
  }

  @Test
  void withoutDbItIsTheDefaultUpstreamNames() {
    assertThat(CommandLine.DEFAULT_DB).isEqualTo("site.ycsb.BasicDB");
    Session s = session("delete k\nquit\n", "-p", "basicdb.verbose=false");
    assertThat(s.code()).isZero();
    assertThat(s.out()).contains("Return: OK");
  }

  @Test
  void helpFlagsPrintTheOptionsAndTheHelpCommandTheCommands() {
    for (String flag : new String[] {"-help", "--help", "-?", "--?"}) {
      Session s = session("", flag);
      assertThat(s.code()).isZero();
      assertThat(s.out()).contains("-db", "-p name=value", "-P file", "-table name");
    }
    ByteArrayOutputStream commands = new ByteArrayOutputStream();
    site.ycsb.cli.Shell.printCommands(new PrintStream(commands, true, StandardCharsets.UTF_8));
    assertThat(commands.toString(StandardCharsets.UTF_8)).contains("read key", "scan key count", "table [name]", "quit");
  }

  @Test
  void aBadFlagOrMissingValueIsOneErrorLineAndExitCodeTwo() {
    for (String[] args : new String[][] {{"-frobnicate"}, {"-table"}, {"-db"}, {"-P", "/nonexistent/file"}}) {
      Session s = session("quit\n", args);
      assertThat(s.code()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(s.err().lines().filter(l -> l.startsWith("Error:")).count()).as(s.err()).isEqualTo(1);
      assertThat(s.err()).doesNotContain("Exception");
    }
  }
}
