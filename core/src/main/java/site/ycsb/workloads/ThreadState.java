package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Vector;
import site.ycsb.ByteIterator;

/**
 * What one client thread of {@link CoreWorkload} reuses for every operation, so that building an
 * operation allocates nothing but its key: the map a read fills, the thread's position in the
 * value buffer, the vector a scan fills, and, for a binding that {@linkplain
 * site.ycsb.DB#readsValuesOnlyDuringCall reads values only during the call}, the map of values to
 * write and one value object per field. Each is handed to the binding for one call and cleared after it.
 */
final class ThreadState {
  private final String[] fieldNames;
  private final Map<String, Integer> fieldNumbers;
  final FieldMap values;
  final FieldMap result;
  final BufferSlice[] slices;
  final ValueSource.Cursor cursor = new ValueSource.Cursor();
  final Vector<HashMap<String, ByteIterator>> scanResult = new Vector<>();
  /** With validation=true: the thread's codec and arrays for judging reads. */
  site.ycsb.validation.Validator.Scratch check;
  /** With validation=true, for a binding that reads values only during the call: each field's value buffer. */
  ValueBuffer[] validated;

  ThreadState(String[] fieldNames, Map<String, Integer> fieldNumbers, ValueSource source) {
    this.fieldNames = fieldNames;
    this.fieldNumbers = fieldNumbers;
    values = new FieldMap(fieldNames, fieldNumbers);
    result = new FieldMap(fieldNames, fieldNumbers);
    slices = new BufferSlice[fieldNames.length];
    for (int i = 0; i < slices.length; i++) {
      slices[i] = source.newSlice();
    }
  }

  /** Field {@code field}'s reused value buffer, of at least {@code length} bytes. */
  ValueBuffer validatedBuffer(int field, int length) {
    if (validated == null) {
      validated = new ValueBuffer[slices.length];
    }
    ValueBuffer b = validated[field];
    if (b == null || b.bytes.length < length) {
      b = new ValueBuffer(b == null ? length : Math.max(length, 2 * b.bytes.length));
      validated[field] = b;
    }
    return b;
  }

  /** A value map of one operation's own, for a binding that may keep what it is given. */
  FieldMap newValueMap() {
    return new FieldMap(fieldNames, fieldNumbers);
  }
}
