package site.ycsb.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A child command whose SIGINT is at its default, however the build was started. A shell starting a
 * job in the background (`mvn verify &` in a script) makes its children ignore SIGINT, the JVM keeps
 * an ignored SIGINT ignored (as nohup wants), and a test of Ctrl-C would then wait for a run that
 * never hears it. Perl (Essential on Debian) resets the disposition and execs the command; where
 * there is no perl, the command runs as given.
 */
public final class InterruptibleCommand {
  private static final Path PERL = Path.of("/usr/bin/perl");

  private InterruptibleCommand() {
  }

  /** {@code command}, behind a reset of SIGINT to its default where perl is there. */
  public static List<String> of(List<String> command) {
    if (!Files.isExecutable(PERL)) {
      return command;
    }
    List<String> wrapped = new ArrayList<>(List.of(PERL.toString(), "-e",
        "$SIG{INT} = 'DEFAULT'; exec { $ARGV[0] } @ARGV or die \"exec $ARGV[0]: $!\\n\""));
    wrapped.addAll(command);
    return wrapped;
  }
}
