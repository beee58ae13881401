package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.generator.NumberGenerator;

/**
 * The values CoreWorkload writes and the check of those it reads back. Random values are slices
 * of the shared {@link ValueSource}, re-pointed per thread (no object per value); with
 * {@code dataintegrity} a value is a function of key, field and length ({@link DeterministicValues})
 * and a row read back is checked against it. The field lengths come from the workload's
 * {@code fieldlengthgenerator} of the moment (a subclass may replace it), passed in by the caller.
 */
final class RowValues {
  private final String[] names;
  private final boolean dataIntegrity;
  private final ValueSource source;

  RowValues(FieldNames fields, boolean dataIntegrity, ValueSource source) {
    this.names = fields.names;
    this.dataIntegrity = dataIntegrity;
    this.source = source;
  }

  /** The thread's value map, filled with every field. */
  Map<String, ByteIterator> all(String key, ThreadState state, NumberGenerator lengths) {
    FieldMap out = state.values;
    out.clear();
    for (int field = 0; field < names.length; field++) {
      out.set(field, value(key, field, state, lengths));
    }
    return out;
  }

  /** The thread's value map, filled with field {@code field} only. */
  Map<String, ByteIterator> one(String key, int field, ThreadState state, NumberGenerator lengths) {
    FieldMap out = state.values;
    out.clear();
    out.set(field, value(key, field, state, lengths));
    return out;
  }

  private ByteIterator value(String key, int field, ThreadState state, NumberGenerator lengths) {
    int length = (int) Math.min(Integer.MAX_VALUE - 16, Math.max(0, lengths.nextLong()));
    return dataIntegrity ? new StringByteIterator(DeterministicValues.of(key, names[field], length))
        : source.next(length, state.cursor, state.slices[field]);
  }

  /** OK when every cell holds the value dataintegrity wrote; an empty row is never valid (as upstream). */
  static Status verdict(String key, Map<String, ByteIterator> cells, NumberGenerator lengths) {
    if (cells.isEmpty()) {
      return Status.ERROR;
    }
    for (Map.Entry<String, ByteIterator> e : cells.entrySet()) {
      String got = e.getValue().toString();
      if (!DeterministicValues.of(key, e.getKey(), got.length()).equals(got) || got.length() != lengths.nextLong()) {
        return Status.UNEXPECTED_STATE;
      }
    }
    return Status.OK;
  }

  /** Whether {@code workload} (a CoreWorkload subclass) replaced {@code verifyRow}, so that the reads must call it. */
  static boolean overridesVerifyRow(Class<?> workload) {
    for (Class<?> c = workload; c != CoreWorkload.class; c = c.getSuperclass()) {
      try {
        c.getDeclaredMethod("verifyRow", String.class, HashMap.class);
        return true;
      } catch (NoSuchMethodException e) {
        // not in this class: look further up
      }
    }
    return false;
  }

  /** A thread's own containers, its value objects pointing into this source. */
  ThreadState newThreadState(FieldNames fields) {
    return new ThreadState(fields.names, fields.numbers, source);
  }
}
