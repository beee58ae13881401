package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Behaviours of upstream 0.17.0's {@code site.ycsb} API that callers may rely on, kept exactly:
 * exception types, first values and hash values (the API's shape is {@link UpstreamApiSurfaceTest}'s).
 */
class UpstreamBehaviourTest {

  @Test
  void byteIteratorNextIsUnsupportedAsUpstreamWhileNextByteWorks() {
    NumericByteIterator number = new NumericByteIterator(42L);
    assertThatThrownBy(number::next).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(new StringByteIterator("ab")::next).isInstanceOf(UnsupportedOperationException.class);
    assertThat(number.nextByte()).isZero();
    assertThat(number.bytesLeft()).isEqualTo(7);
  }

  @Test
  void bytesToLongOfFewerThanEightBytesIsAnIndexOutOfBoundsAsUpstreamsUncheckedRead() {
    assertThatThrownBy(() -> Utils.bytesToLong(new byte[3])).isInstanceOf(ArrayIndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Utils.bytesToLong(new byte[0])).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Utils.bytesToLong(null)).isInstanceOf(NullPointerException.class);
    assertThat(Utils.bytesToLong(Utils.longToBytes(-5L))).isEqualTo(-5L);
    assertThat(Utils.bytesToLong(new byte[] {0, 0, 0, 0, 0, 0, 1, 2, 99})).as("the first 8 bytes").isEqualTo(258L);
  }

  @Test
  void bytesToDoubleOfFewerThanEightBytesIsAnIllegalArgumentAsUpstreamsCheck() {
    assertThatThrownBy(() -> Utils.bytesToDouble(new byte[7])).isInstanceOf(IllegalArgumentException.class);
    assertThat(Utils.bytesToDouble(Utils.doubleToBytes(2.5))).isEqualTo(2.5);
  }

  @Test
  void aStatusHashesAsUpstreamsDescriptionThenName() {
    // upstream: 31 * (31 * 1 + hash(description)) + hash(name), a null counting 0
    assertThat(new Status("a", "b").hashCode()).isEqualTo(4096).isEqualTo(31 * (31 + "b".hashCode()) + "a".hashCode());
    assertThat(new Status(null, null).hashCode()).isEqualTo(961);
    assertThat(Status.OK.hashCode()).isEqualTo(31 * (31 + "The operation completed successfully.".hashCode())
        + "OK".hashCode());
  }

  @Test
  void aStringByteIteratorGivesItsWholeStringWithoutConsumingItUntilAByteIsRead() {
    StringByteIterator s = new StringByteIterator("abc");
    assertThat(s.toString()).isEqualTo("abc");
    assertThat(s.toString()).isEqualTo("abc");
    assertThat(s.bytesLeft()).isEqualTo(3);
    s.nextByte();
    assertThat(s.toString()).as("after a read: the rest, consumed").isEqualTo("bc");
    assertThat(s.bytesLeft()).isZero();
  }

  @Test
  void aNullStringIsKeptAsUpstreamDidForANullColumn() {
    assertThat(new StringByteIterator(null).toString()).isNull();
    Map<String, ByteIterator> row = new HashMap<>();
    row.put("field0", new StringByteIterator(null));
    assertThat(StringByteIterator.getStringMap(row)).containsEntry("field0", null);
  }
}
