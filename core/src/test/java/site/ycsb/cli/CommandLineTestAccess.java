package site.ycsb.cli;

/** Lets tests of other packages run the command line in process. */
public final class CommandLineTestAccess {
  private CommandLineTestAccess() {
  }

  public static CommandLineTest.Outcome run(String... args) {
    return CommandLineTest.run(args);
  }
}
