package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/** The per-thread value and result map behaves as any Map a binding may be handed. */
class FieldMapTest {
  private final FieldMap map = new FieldMap(new String[] {"field0", "field1", "field2"},
      Map.of("field0", 0, "field1", 1, "field2", 2));
  private final ByteIterator one = new StringByteIterator("1");
  private final ByteIterator two = new StringByteIterator("2");

  @Test
  void holdsWhatWasPutLikeAHashMap() {
    map.put("field1", one);
    map.set(2, two);
    map.put("other", one);
    Map<String, ByteIterator> expected = new HashMap<>(Map.of("field1", one, "field2", two, "other", one));
    assertThat(map).isEqualTo(expected).hasSize(3).containsOnlyKeys("field1", "field2", "other");
    assertThat(expected).isEqualTo(map);
    assertThat(map.hashCode()).isEqualTo(expected.hashCode());
    assertThat(map.get("field0")).isNull();
    assertThat(map.containsKey("field0")).isFalse();
    assertThat(map.get(42)).isNull();
    assertThat(map.values()).containsExactlyInAnyOrder(one, two, one);
  }

  @Test
  void putReplacesAndReturnsThePreviousValueAndRemoveTakesItOut() {
    assertThat(map.put("field0", one)).isNull();
    assertThat(map.put("field0", two)).isSameAs(one);
    assertThat(map).hasSize(1);
    assertThat(map.remove("field0")).isSameAs(two);
    assertThat(map.remove("field0")).isNull();
    assertThat(map).isEmpty();
  }

  @Test
  void clearEmptiesEverySlotAndTheOtherNames() {
    map.put("field0", one);
    map.put("x", two);
    map.clear();
    assertThat(map).isEmpty();
    assertThat(map.entrySet()).isEmpty();
    map.put("field1", two);
    assertThat(map).isEqualTo(Map.of("field1", two));
  }

  @Test
  void entriesCanBeChangedAndRemovedThroughTheIterator() {
    map.put("field0", one);
    map.put("field2", one);
    map.put("x", one);
    for (Map.Entry<String, ByteIterator> e : map.entrySet()) {
      e.setValue(two);
    }
    assertThat(map).isEqualTo(Map.of("field0", two, "field2", two, "x", two));
    Iterator<Map.Entry<String, ByteIterator>> it = map.entrySet().iterator();
    while (it.hasNext()) {
      if (!it.next().getKey().equals("field2")) {
        it.remove();
      }
    }
    assertThat(map).isEqualTo(Map.of("field2", two));
    Iterator<Map.Entry<String, ByteIterator>> done = map.entrySet().iterator();
    done.next();
    done.remove();
    assertThatThrownBy(done::remove).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aNullValueIsKeptAsAHashMapKeepsIt() {
    map.put("field1", null);
    assertThat(map.containsKey("field1")).isTrue();
    assertThat(map.get("field1")).isNull();
    assertThat(map).hasSize(1);
    map.put("field1", one);
    assertThat(map).isEqualTo(Map.of("field1", one));
  }
}
