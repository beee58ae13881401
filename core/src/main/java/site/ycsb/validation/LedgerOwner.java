package site.ycsb.validation;

import java.util.Map;

/**
 * A workload that keeps a {@link Ledger} (CoreWorkload with {@code validation=true}): the engine
 * writes it beside the interval log when the phase ends, however it ends.
 */
public interface LedgerOwner {
  /** The phase's ledger, or null when validation is off. */
  Ledger ledger();

  /** What {@code bin/ycsb verify} needs to name the keys again: the header's names and values. */
  Map<String, String> ledgerFacts();
}
