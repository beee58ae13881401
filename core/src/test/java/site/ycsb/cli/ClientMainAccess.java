package site.ycsb.cli;

import java.io.PrintStream;

/** Runs the command line from tests of other packages. */
public final class ClientMainAccess {
  public int run(String[] args, PrintStream out, PrintStream err) {
    return new ClientMain(out, err).run(args);
  }
}
