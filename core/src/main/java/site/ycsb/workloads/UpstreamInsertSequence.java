package site.ycsb.workloads;

import site.ycsb.generator.AcknowledgedCounter;
import site.ycsb.generator.AcknowledgedCounterGenerator;

/**
 * CoreWorkload's {@code transactioninsertkeysequence} as upstream's type: the key numbers of the
 * run's inserts, over the workload's own insert counter. Its numbers follow {@link KeySpace} (for one
 * client, recordcount, recordcount + 1, ... as upstream), and {@link #lastValue()} is the newest key
 * below which every insert is acknowledged.
 */
final class UpstreamInsertSequence extends AcknowledgedCounterGenerator {
  private final KeySpace keys;
  private final AcknowledgedCounter inserts;

  UpstreamInsertSequence(KeySpace keys, AcknowledgedCounter inserts) {
    super(keys.keyNumber(keys.loadCount()), inserts);
    this.keys = keys;
    this.inserts = inserts;
  }

  @Override
  public long nextLong() {
    return keys.keyNumber(keys.loadCount() + inserts.next());
  }

  /** Marks the insert of key number {@code value} done; numbers this sequence never handed out are ignored. */
  @Override
  public void acknowledge(long value) {
    long insert = keys.indexOf(value) - keys.loadCount();
    if (insert >= 0) {
      inserts.acknowledge(insert);
    }
  }

  @Override
  public Long lastValue() {
    long newest = keys.loadCount() + inserts.acknowledgedCount() - 1;
    return newest >= 0 ? keys.keyNumber(newest) : keys.keyNumber(0) - 1;
  }
}
