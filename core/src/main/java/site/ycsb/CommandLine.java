package site.ycsb;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.cli.ClientMain;
import site.ycsb.cli.Shell;
import site.ycsb.options.RunOptions;

/**
 * Compatibility only: upstream's interactive client, {@code java site.ycsb.CommandLine [-db class]
 * [-P file] [-p name=value] [-table name]}: an adapter that hands upstream's flags to the shell of
 * {@code bin/ycsb shell} ({@link Shell}, through {@link ClientMain}), which does the work.
 */
public final class CommandLine {
  public static final String DEFAULT_DB = RunOptions.DB.defaultValue();

  private CommandLine() {
  }

  /** Prints the options. */
  public static void usageMessage() {
    usage(System.out);
  }

  /** Prints the shell's commands. */
  public static void help() {
    Shell.printCommands(System.out);
  }

  public static void main(String[] args) {
    int code = run(args, System.in, System.out, System.err);
    System.out.flush();
    if (code != ClientMain.EXIT_OK) {
      System.exit(code);
    }
  }

  /** Runs the shell over {@code in}; returns the exit code (0 done, 1 failed, 2 bad input), never exits. */
  static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    List<String> shell = new ArrayList<>(List.of("-shell"));
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "-help", "--help", "-?", "--?" -> {
          usage(out);
          return ClientMain.EXIT_OK;
        }
        case "-db", "-p", "-P" -> {
          shell.add(args[i]);
          if (i + 1 < args.length) {
            shell.add(args[++i]); // a missing value is the shell's to report
          }
        }
        case "-table" -> {
          if (i + 1 >= args.length) {
            err.println("Error: -table: missing value; expected a table name");
            return ClientMain.EXIT_USAGE;
          }
          shell.add("-p");
          shell.add("table=" + args[++i]);
        }
        default -> {
          err.println("Error: unknown option '" + args[i] + "': expected -db, -p, -P or -table (see -help)");
          return ClientMain.EXIT_USAGE;
        }
      }
    }
    return new ClientMain(in, out, err).run(shell.toArray(new String[0]));
  }

  static void usage(PrintStream out) {
    out.println("YCSB interactive client: one binding, commands typed one per line (type help)");
    out.println("Usage: java site.ycsb.CommandLine [options]   (the same as: bin/ycsb shell <binding> [options])");
    out.println("Options:");
    out.println("  -P file         load properties from a file");
    out.println("  -p name=value   set a property (wins over files)");
    out.println("  -db class       the binding: a DB class or a short name (the db property; default " + DEFAULT_DB + ")");
    out.println("  -table name     the table the commands use (the table property; default usertable)");
    out.println();
  }
}
