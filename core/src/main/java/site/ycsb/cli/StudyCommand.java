package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.Secrets;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.study.Study;

/**
 * {@code bin/ycsb study [--dry-run] [--resume] [-o DIR] PLAN} (docs/studies.md): exit 0 when every
 * step ended well, 1 when one failed (the others still ran), 2 for a bad plan or arguments. A signal
 * stops the current step (SIGTERM to its processes, which write their reports) and leaves it for
 * {@code --resume}.
 */
final class StudyCommand {
  /** The option bin/ycsb passes: the script, which runs each step. */
  static final String LAUNCHER = "--launcher";

  private final PrintStream out;
  private final PrintStream err;

  StudyCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) throws IOException {
    Path plan = null;
    Path dir = null;
    Path script = null;
    boolean dryRun = false;
    boolean resume = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--dry-run" -> dryRun = true;
        case "--resume" -> resume = true;
        case "-o", LAUNCHER -> {
          if (i + 1 >= args.length) {
            throw new UsageException("study: " + args[i] + " needs a value; expected " + ("-o".equals(args[i])
                ? "the study's folder" : "the bin/ycsb script"));
          }
          Path p = Path.of(args[++i]);
          if ("-o".equals(args[i - 1])) {
            dir = p;
          } else {
            script = p;
          }
        }
        default -> {
          if (args[i].startsWith("-") || plan != null) {
            throw new UsageException("study: unexpected argument '" + args[i] + "'; expected bin/ycsb study"
                + " [--dry-run] [--resume] [-o DIR] PLAN");
          }
          plan = Path.of(args[i]);
        }
      }
    }
    if (plan == null) {
      throw new UsageException("study: no plan; expected bin/ycsb study [--dry-run] [--resume] [-o DIR] PLAN"
          + " (docs/studies.md)");
    }
    Secrets secrets = new Secrets(new DbLoader(StudyCommand.class.getClassLoader()).secretNames());
    Study study = new Study(plan, dir, script, secrets, err);
    if (dryRun) {
      study.dryRun(out);
      return ClientMain.EXIT_OK;
    }
    CountDownLatch done = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      err.println("[study] stop requested by signal: stopping the current step (--resume repeats it)");
      study.stop();
      try {
        done.await(90, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "ycsb-study-signal");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      err.println("[study] bundle: " + study.dir());
      boolean ok = study.run(resume);
      err.println("[study] report: " + study.dir().resolve("report/study.html"));
      return ok ? ClientMain.EXIT_OK : ClientMain.EXIT_FAILED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ClientMain.EXIT_FAILED;
    } finally {
      done.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException exiting) {
        // the JVM is exiting: the hook runs
      }
    }
  }

  /** {@code bin/ycsb report STUDY-DIR}: the study's report rebuilt from its bundle alone. */
  int report(Path dir) throws IOException {
    Path page = Study.report(dir);
    err.println("[INFO] study report: " + page.toAbsolutePath());
    return ClientMain.EXIT_OK;
  }

  /** Whether {@code report}'s arguments are one study's folder. */
  static boolean isStudyReport(String[] args) {
    return args.length == 1 && Study.isBundle(Path.of(args[0]));
  }
}
