package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;
import site.ycsb.engine.DbLoader;
import site.ycsb.validation.LedgerCheck;
import site.ycsb.validation.LedgerFile;
import site.ycsb.validation.ReadClass;
import site.ycsb.workloads.LedgerKeys;

/**
 * {@code bin/ycsb verify <binding> [-P file] [-p name=value] LEDGER|FOLDER...}: reads back, through
 * the binding, every key the ledgers say a validated run wrote, and judges each against the state its
 * ledger left. Prints {@code [VERIFY], <class>, n} lines and the first keys of each anomaly; exits 3
 * when any key is Lost, Stale, Resurrected or Corrupt, 1 when no anomaly was found but some reads
 * failed, 0 when clean, 2 on bad input. Ledgers of one key space (a client's load and run) are
 * judged newest first, each key once: the latest ledger that wrote a key judges it.
 */
final class VerifyCommand {
  static final int SHOWN = 10;
  private final PrintStream out;
  private final PrintStream err;

  VerifyCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) throws DBException, IOException {
    List<String> options = new ArrayList<>();
    List<Path> ledgers = new ArrayList<>();
    List<Path> folders = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("-P") || args[i].equals("-p") || args[i].equals("-db")) {
        options.add(args[i]);
        if (i + 1 < args.length) {
          options.add(args[++i]);
        }
      } else if (args[i].startsWith("-")) {
        throw new UsageException("verify: " + args[i] + ": unknown option; expected -P file, -p name=value or ledger files");
      } else {
        Path given = Path.of(args[i]);
        if (Files.isDirectory(given)) {
          folders.add(given);
        }
        ledgers.addAll(ledgerFiles(given));
      }
    }
    if (ledgers.isEmpty() && !folders.isEmpty()) {
      // several folders may be given (a study's steps), some without a ledger: refused only when all are
      throw new UsageException("verify: " + folders.stream().map(Path::toString).collect(Collectors.joining(", "))
          + ": no .ledger file in " + (folders.size() == 1 ? "the folder" : "these folders")
          + "; expected the ledgers a run with validation=true wrote");
    }
    if (ledgers.isEmpty()) {
      throw new UsageException("verify: no ledger given; expected the .ledger files (or their folders) a run with validation=true wrote");
    }
    Arguments a = Arguments.parse(options.toArray(String[]::new));
    Settings settings = Settings.of(a.properties);
    String dbName = settings.isSet(RunOptions.DB) ? settings.get(RunOptions.DB) : null;
    if (dbName == null) {
      throw new UsageException("verify: no binding; expected bin/ycsb verify <binding> ... LEDGER...");
    }
    List<Ledger> read = headers(ledgers);
    DB db;
    try {
      db = new DbLoader(VerifyCommand.class.getClassLoader()).factory(dbName).create();
    } catch (DBException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new DBException(dbName + ": cannot create the binding (" + e.getMessage() + ")", e);
    }
    db.setProperties(a.properties);
    db.init();
    try {
      return judge(read, db, settings.isSet(WorkloadOptions.TABLE) ? settings.get(WorkloadOptions.TABLE) : null);
    } finally {
      db.cleanup();
    }
  }

  private static List<Ledger> headers(List<Path> ledgers) {
    List<Ledger> read = new ArrayList<>();
    for (Path p : ledgers) {
      try {
        read.add(new Ledger(p, LedgerFile.header(p)));
      } catch (IOException e) {
        throw new UsageException("verify: " + e.getMessage());
      }
    }
    read.sort(Comparator.comparingLong(Ledger::ended).reversed());
    return read;
  }

  /** Verifies the ledger files through an initialised binding ({@code table}: null for each ledger's own). */
  int verify(List<Path> files, DB db, String table) throws IOException {
    return judge(headers(files), db, table);
  }

  private int judge(List<Ledger> ledgers, DB db, String table) throws IOException {
    Tally tally = new Tally();
    Map<String, BitSet> judged = new HashMap<>();
    for (Ledger l : ledgers) {
      BitSet seen = judged.computeIfAbsent(l.keySpace(), k -> new BitSet());
      verify(l, db, table != null ? table : l.header.getOrDefault("table", "usertable"), seen, tally);
    }
    return tally.report(out, err, ledgers.size());
  }

  private void verify(Ledger l, DB db, String table, BitSet seen, Tally tally) throws IOException {
    LedgerCheck check = new LedgerCheck(l.header);
    LongFunction<String> names;
    try {
      names = LedgerKeys.names(l.header);
    } catch (IllegalArgumentException e) {
      throw new UsageException("verify: " + l.file + ": " + e.getMessage());
    }
    Map<String, ByteIterator> row = new HashMap<>();
    LedgerFile.read(l.file, e -> {
      if (e.index() < Integer.MAX_VALUE) {
        if (seen.get((int) e.index())) {
          return; // a later ledger of this key space judged it
        }
        seen.set((int) e.index());
      }
      String key = names.apply(e.index());
      row.clear();
      Status status;
      try {
        status = db.read(table, key, null, row);
      } catch (RuntimeException ex) {
        status = Status.ERROR;
      }
      tally.add(check.judge(e, key, status, row), key);
    });
  }

  private static List<Path> ledgerFiles(Path p) {
    if (Files.isDirectory(p)) {
      try (Stream<Path> s = Files.list(p)) {
        return s.filter(f -> f.getFileName().toString().endsWith(".ledger")).sorted().toList();
      } catch (IOException e) {
        throw new UsageException("verify: " + p + ": cannot list the folder (" + e.getMessage() + ")");
      }
    }
    if (!Files.isRegularFile(p)) {
      throw new UsageException("verify: " + p + ": no such file or folder; expected ledger files");
    }
    return List.of(p);
  }

  /** A ledger file and its header. */
  private record Ledger(Path file, Map<String, String> header) {
    long ended() {
      try {
        return Long.parseLong(header.getOrDefault("ended", "0"));
      } catch (NumberFormatException e) {
        return 0;
      }
    }

    /** Ledgers with the same key space number their keys alike. */
    String keySpace() {
      return header.get("recordcount") + "/" + header.get("insertstart") + "/" + header.get("insertcount") + "/"
          + header.get("insertorder") + "/" + header.get("zeropadding");
    }
  }

  /** The counts by class, the first keys of each anomaly and the failed reads. */
  private static final class Tally {
    final Map<ReadClass, Long> counts = new EnumMap<>(ReadClass.class);
    final Map<ReadClass, List<String>> keys = new EnumMap<>(ReadClass.class);
    long failed;
    long total;

    void add(ReadClass c, String key) {
      total++;
      if (c == null) {
        failed++;
        return;
      }
      counts.merge(c, 1L, Long::sum);
      if (c.anomaly()) {
        List<String> shown = keys.computeIfAbsent(c, k -> new ArrayList<>());
        if (shown.size() < SHOWN) {
          shown.add(key);
        }
      }
    }

    int report(PrintStream out, PrintStream err, int ledgers) {
      out.println("[VERIFY], Ledgers, " + ledgers);
      out.println("[VERIFY], Keys, " + total);
      long anomalies = 0;
      for (ReadClass c : ReadClass.values()) {
        long n = counts.getOrDefault(c, 0L);
        out.println("[VERIFY], " + c.label() + ", " + n);
        anomalies += c.anomaly() ? n : 0;
      }
      out.println("[VERIFY], Read failed, " + failed);
      keys.forEach((c, list) -> out.println("[VERIFY], " + c.label() + " keys, " + String.join(" ", list)
          + (counts.get(c) > list.size() ? " ..." : "")));
      if (anomalies > 0) {
        err.println("[VERIFY] " + anomalies + " key(s) do not hold what the ledgers say was acknowledged");
        return ClientMain.EXIT_THRESHOLDS;
      }
      if (failed > 0) {
        err.println("[VERIFY] " + failed + " key(s) could not be read back; nothing wrong found in the others");
        return ClientMain.EXIT_FAILED;
      }
      return ClientMain.EXIT_OK;
    }
  }
}
