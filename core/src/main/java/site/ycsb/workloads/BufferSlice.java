package site.ycsb.workloads;

import site.ycsb.ByteArrayByteIterator;

/**
 * A field value: a slice of the workload's value buffer. One per field and thread, pointed at a new
 * slice for every operation, so a value allocates nothing. Bindings read a value during the call
 * that was given it (the {@code DB} contract), never after.
 */
final class BufferSlice extends ByteArrayByteIterator {
  BufferSlice(byte[] buffer) {
    super(buffer, 0, 0);
  }

  BufferSlice at(int offset, int length) {
    repoint(offset, length);
    return this;
  }
}
