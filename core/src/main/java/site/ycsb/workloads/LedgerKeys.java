package site.ycsb.workloads;

import java.util.Map;
import java.util.function.LongFunction;

/**
 * The key names of a ledger's key indexes, from the key-space facts its file's header keeps
 * (recordcount, insertstart, insertcount, insertorder, zeropadding): CoreWorkload's own naming, for
 * {@code bin/ycsb verify}.
 */
public final class LedgerKeys {
  private LedgerKeys() {
  }

  /** Key index to key name, as the client that wrote the ledger named it. */
  public static LongFunction<String> names(Map<String, String> header) {
    KeySpace space = new KeySpace(number(header, "recordcount"), number(header, "insertstart"),
        number(header, "insertcount"), "ordered".equals(header.get("insertorder")),
        (int) number(header, "zeropadding"));
    return index -> space.keyName(space.keyNumber(index));
  }

  private static long number(Map<String, String> header, String name) {
    String v = header.get(name);
    if (v == null) {
      throw new IllegalArgumentException("the ledger's header has no " + name + "=; expected a ledger CoreWorkload wrote");
    }
    return Long.parseLong(v.trim());
  }
}
