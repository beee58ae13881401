package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Behaviours of upstream 0.17.0's API that callers may rely on, kept exactly. */
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
  void bytesToLongAndDoubleRejectFewerThanEightBytesWithIllegalArgument() {
    assertThatThrownBy(() -> Utils.bytesToDouble(new byte[7])).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Utils.bytesToLong(new byte[3])).isInstanceOf(IllegalArgumentException.class);
    assertThat(Utils.bytesToLong(Utils.longToBytes(-5L))).isEqualTo(-5L);
    assertThat(Utils.bytesToDouble(Utils.doubleToBytes(2.5))).isEqualTo(2.5);
  }
}
