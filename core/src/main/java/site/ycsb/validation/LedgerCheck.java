package site.ycsb.validation;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * {@code bin/ycsb verify}'s judge: a key read back after the run, against the state its ledger file
 * left ({@link LedgerFile.Entry}); nothing is in flight any more, so the entry's word is both the
 * state before and after the read.
 */
public final class LedgerCheck {
  private final Ledger shape;
  private final Map<String, Integer> fieldNumbers = new HashMap<>();
  private final ValueCodec codec = new ValueCodec();
  private final int[] fields;
  private final long[] versions;

  /** For a ledger file's header: its writer, its fields ({@code fieldnameprefix} + 0..fieldcount-1). */
  public LedgerCheck(Map<String, String> header) {
    int fieldCount = Integer.parseInt(header.getOrDefault("fieldcount", "10"));
    shape = new Ledger(Integer.parseInt(header.getOrDefault("writer", "0"), 16), fieldCount);
    String prefix = header.getOrDefault("fieldnameprefix", "field");
    for (int i = 0; i < fieldCount; i++) {
      fieldNumbers.put(prefix + i, i);
    }
    fields = new int[fieldCount];
    versions = new long[fieldCount];
  }

  /** The class of key {@code key} read back ({@code status}, {@code row}); null when the read failed. */
  public ReadClass judge(LedgerFile.Entry entry, String key, Status status, Map<String, ByteIterator> row) {
    long word = entry.word();
    if (Status.NOT_FOUND.equals(status) || (status != null && status.isOk() && row.isEmpty())) {
      return ReadJudge.notFound(word, word);
    }
    if (status == null || !status.isOk()) {
      return null;
    }
    int keyHash = codec.keyHash(key);
    int n = 0;
    for (Map.Entry<String, ByteIterator> e : row.entrySet()) {
      Integer field = fieldNumbers.get(e.getKey());
      if (n == fields.length) {
        break;
      }
      fields[n] = field == null ? -1 : field;
      versions[n++] = field == null || e.getValue() == null ? ValueCodec.CORRUPT
          : codec.check(e.getValue().toArray(), keyHash, field, shape.writer()); // off the hot path: a copy per value
    }
    return ReadJudge.row(word, word, entry.index(), shape, fields, versions, n);
  }
}
