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

  /** A value map of one operation's own, for a binding that may keep what it is given. */
  FieldMap newValueMap() {
    return new FieldMap(fieldNames, fieldNumbers);
  }
}
