package site.ycsb.workloads;

import site.ycsb.ByteArrayByteIterator;

/**
 * A validated value in a thread's own array, reused for every operation, for a binding that reads
 * values only during the call (as {@link BufferSlice} is for random values).
 */
final class ValueBuffer extends ByteArrayByteIterator {
  final byte[] bytes;

  ValueBuffer(int capacity) {
    this(new byte[capacity]);
  }

  private ValueBuffer(byte[] bytes) {
    super(bytes, 0, 0);
    this.bytes = bytes;
  }

  /** The value in the first {@code length} bytes, from its start. */
  ValueBuffer at(int length) {
    repoint(0, length);
    return this;
  }
}
