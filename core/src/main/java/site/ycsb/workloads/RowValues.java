package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.validation.ValueCodec;

/**
 * The values CoreWorkload writes and the check of those it reads back. Random values are slices
 * of the shared {@link ValueSource}: objects of the operation's own, or re-pointed per thread (no
 * object per value) for a binding that reads values only during the call; with
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

  /**
   * The values of every field: in the thread's own map and value objects, refilled for each call,
   * when the binding {@linkplain site.ycsb.DB#readsValuesOnlyDuringCall reads them only during the
   * call}; else in a map and value objects of this operation's own, which the binding may keep.
   */
  Map<String, ByteIterator> all(String key, ThreadState state, NumberGenerator lengths, boolean reuse) {
    FieldMap out = reuse ? state.values : state.newValueMap();
    out.clear();
    for (int field = 0; field < names.length; field++) {
      out.set(field, value(key, field, state, lengths, reuse));
    }
    return out;
  }

  /** The value of field {@code field} only, in a map as {@link #all}'s. */
  Map<String, ByteIterator> one(String key, int field, ThreadState state, NumberGenerator lengths, boolean reuse) {
    FieldMap out = reuse ? state.values : state.newValueMap();
    out.clear();
    out.set(field, value(key, field, state, lengths, reuse));
    return out;
  }

  /**
   * Validated values ({@code validation=true}): every field, or only {@code onlyField} (>= 0), carrying key,
   * field, writer and {@code version}; a fresh array per value, so a binding may keep it.
   */
  Map<String, ByteIterator> validated(String key, int onlyField, long version, int writer, ThreadState state,
      NumberGenerator lengths, boolean reuse) {
    FieldMap out = reuse ? state.values : state.newValueMap();
    out.clear();
    ValueCodec codec = state.check.codec();
    int keyHash = codec.keyHash(key);
    for (int field = onlyField < 0 ? 0 : onlyField; field < (onlyField < 0 ? names.length : onlyField + 1); field++) {
      int length = (int) Math.min(Integer.MAX_VALUE - 16, Math.max(ValueCodec.MIN_LENGTH, lengths.nextLong()));
      ValueBuffer buffer = reuse ? state.validatedBuffer(field, length) : null;
      byte[] value = buffer != null ? buffer.bytes : new byte[length];
      source.fill(value, ValueCodec.MIN_LENGTH, length, state.cursor);
      codec.encode(value, length, keyHash, field, writer, version);
      out.set(field, buffer != null ? buffer.at(length) : new ByteArrayByteIterator(value));
    }
    return out;
  }

  private ByteIterator value(String key, int field, ThreadState state, NumberGenerator lengths, boolean reuse) {
    int length = (int) Math.min(Integer.MAX_VALUE - 16, Math.max(0, lengths.nextLong()));
    if (dataIntegrity) {
      return new StringByteIterator(DeterministicValues.of(key, names[field], length));
    }
    // the buffer never changes: a slice of its own keeps its bytes for as long as the binding keeps it
    return source.next(length, state.cursor, reuse ? state.slices[field] : source.newSlice());
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
