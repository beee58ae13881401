package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChunkSizesTest {

  /** G1 gives an array of half a region or more whole regions of its own: a size between would waste the rest. */
  @ParameterizedTest
  @ValueSource(ints = {1 << 20, 2 << 20, 4 << 20, 32 << 20})
  void chunksGrowFromSmallToExactlyOneG1RegionAndNeverFallInBetween(int region) {
    ChunkSizes sizes = new ChunkSizes(region);
    int size = ChunkSizes.FIRST;
    for (int i = 0; i < 20; i++) {
      assertThat(size).satisfiesAnyOf(s -> assertThat(s).isLessThan(region / 2),
          s -> assertThat(s).isBetween(region - 1024, region - 16));
      size = sizes.after(size);
    }
    assertThat(size).isEqualTo(sizes.largest()).isBetween(region - 1024, region - 16);
  }

  @ParameterizedTest
  @ValueSource(ints = {0})
  void otherCollectorsGetChunksOfAtMostOneMegabyte(int notG1) {
    ChunkSizes sizes = new ChunkSizes(notG1);
    int size = ChunkSizes.FIRST;
    for (int i = 0; i < 20; i++) {
      size = sizes.after(size);
    }
    assertThat(size).isEqualTo(sizes.largest()).isEqualTo(1 << 20);
  }
}
