package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KeySpaceTest {

  @Test
  void aSingleClientInsertsAfterTheDataSetLikeUpstream() {
    KeySpace ks = new KeySpace(1000, 0, 1000, true, 1);
    assertThat(ks.keyNumber(0)).isZero();
    assertThat(ks.keyNumber(999)).isEqualTo(999);
    assertThat(ks.keyNumber(1000)).isEqualTo(1000);
    assertThat(ks.keyNumber(2500)).isEqualTo(2500);
  }

  @Test
  void clientsWithDisjointLoadRangesNeverInsertTheSameKey() {
    long records = 1000;
    Set<Long> seen = new HashSet<>();
    for (long start = 0; start < records; start += 250) {
      KeySpace ks = new KeySpace(records, start, 250, true, 1);
      for (long index = 0; index < 5000; index++) {
        assertThat(seen.add(ks.keyNumber(index))).as("client %d index %d", start, index).isTrue();
      }
    }
  }

  @Test
  void countsAndKeyNumbersPastTwoToThe31Work() {
    long records = 6_000_000_000L;
    KeySpace ks = new KeySpace(records, 3_000_000_000L, 3_000_000_000L, true, 1);
    assertThat(ks.keyNumber(2_999_999_999L)).isEqualTo(5_999_999_999L);
    // first run-phase insert of this client: the same slot in the next generation
    assertThat(ks.keyNumber(3_000_000_000L)).isEqualTo(records + 3_000_000_000L);
    assertThat(ks.keyName(5_999_999_999L)).isEqualTo("user5999999999");
  }

  @Test
  void indexOfInvertsKeyNumberForEveryOwnedKeyAndRefusesOthers() {
    KeySpace[] spaces = {new KeySpace(1000, 0, 1000, true, 1), new KeySpace(1000, 250, 250, true, 1),
        new KeySpace(0, 0, 0, true, 1), new KeySpace(1000, 1000, 0, true, 1)};
    for (KeySpace ks : spaces) {
      for (long index = 0; index < 3000; index++) {
        assertThat(ks.indexOf(ks.keyNumber(index))).isEqualTo(index);
      }
    }
    KeySpace second = spaces[1];
    assertThat(second.indexOf(249)).as("another client's load key").isEqualTo(-1);
    assertThat(second.indexOf(1000)).as("another client's run key").isEqualTo(-1);
    assertThat(second.indexOf(-1)).isEqualTo(-1);
  }

  @Test
  void zeroPaddingPadsShortNumbers() {
    assertThat(new KeySpace(10, 0, 10, true, 5).keyName(42)).isEqualTo("user00042");
  }
}
