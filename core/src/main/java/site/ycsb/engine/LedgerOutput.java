package site.ycsb.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.Workload;
import site.ycsb.config.IoProblem;
import site.ycsb.measurements.HdrIntervalLog;
import site.ycsb.validation.Ledger;
import site.ycsb.validation.LedgerFile;
import site.ycsb.validation.LedgerOwner;

/**
 * Writes a validated phase's ledger beside its interval log ({@code <log>.ledger}) when the phase
 * ends: at its end, its time limit, or a stop by signal (all pass through the phase's end), and
 * says where, with the ledger's memory per key.
 */
final class LedgerOutput {
  private LedgerOutput() {
  }

  static void write(Workload workload, HdrIntervalLog log, RunSettings settings, PrintStream err) {
    if (!(workload instanceof LedgerOwner owner) || owner.ledger() == null) {
      return;
    }
    Ledger ledger = owner.ledger();
    if (log == null) {
      err.println("[WARN] validation: no interval log (hdrhistogram.fileoutput=false), so no ledger file for bin/ycsb verify");
      return;
    }
    String name = log.file().getFileName().toString().replaceFirst("\\.hdr$", "");
    Path file = log.file().resolveSibling(name + ".ledger");
    Map<String, String> facts = new LinkedHashMap<>(owner.ledgerFacts());
    facts.put("client", settings.clientId());
    facts.put("phase", settings.phase());
    facts.put("ended", Long.toString(System.currentTimeMillis()));
    try {
      long keys = LedgerFile.write(file, ledger, facts);
      long capacity = ledger.capacity();
      err.printf("[INFO] validation ledger %s: %d keys written; %d bytes in memory for %d key slots (%.1f bytes per key)%n",
          file, keys, ledger.bytes(), capacity, capacity == 0 ? 0.0 : (double) ledger.bytes() / capacity);
    } catch (IOException | RuntimeException e) {
      err.println("[WARN] validation: cannot write the ledger " + file + " (" + IoProblem.describe(e) + ")");
    }
  }
}
