package site.ycsb.workloads;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import site.ycsb.ByteIterator;

/**
 * A {@code Map<String, ByteIterator>} with one slot per field of the workload, which one thread
 * clears and fills again for every operation: the values of an insert or update, the result of a
 * read. Putting a field allocates nothing (a HashMap allocates a node per put); the slots are the
 * map's entries. A name outside the workload's fields (a binding may return more columns) goes to
 * an ordinary HashMap beside the slots. A full {@link Map}: bindings may use any of it, and may keep
 * it only for the call, as the {@code DB} contract says.
 */
final class FieldMap extends AbstractMap<String, ByteIterator> {
  private final Map<String, Integer> numbers;
  private final Slot[] slots;
  private int present;
  private HashMap<String, ByteIterator> others;
  private final EntrySet entries = new EntrySet();

  /** {@code numbers}: field name to slot, 0 .. n-1, shared by every map of the workload (read only). */
  FieldMap(String[] names, Map<String, Integer> numbers) {
    this.numbers = numbers;
    slots = new Slot[names.length];
    for (int i = 0; i < names.length; i++) {
      slots[i] = new Slot(names[i]);
    }
  }

  /** Sets a field by its number (the caller's fast path: no lookup by name). */
  void set(int field, ByteIterator value) {
    Slot s = slots[field];
    if (s.value == null) {
      present++;
    }
    s.value = Objects.requireNonNull(value);
  }

  private Slot slot(Object name) {
    Integer n = name instanceof String ? numbers.get(name) : null;
    return n == null ? null : slots[n];
  }

  @Override
  public ByteIterator get(Object key) {
    Slot s = slot(key);
    if (s != null && s.value != null) {
      return s.value;
    }
    return others == null ? null : others.get(key);
  }

  @Override
  public boolean containsKey(Object key) {
    Slot s = slot(key);
    return s != null && s.value != null || others != null && others.containsKey(key);
  }

  @Override
  public ByteIterator put(String key, ByteIterator value) {
    Slot s = slot(key);
    if (s != null && value != null) {
      ByteIterator old = s.value;
      if (old == null) {
        present++;
        if (others != null && others.containsKey(key)) {
          others.remove(key); // it was there with a null value
        }
      }
      s.value = value;
      return old;
    }
    // a name outside the fields, or a null value (a slot cannot tell null from absent)
    ByteIterator old = s != null ? remove(key) : null;
    if (others == null) {
      others = new HashMap<>();
    }
    ByteIterator before = others.put(key, value);
    return old != null ? old : before;
  }

  @Override
  public ByteIterator remove(Object key) {
    Slot s = slot(key);
    if (s != null && s.value != null) {
      ByteIterator old = s.value;
      s.value = null;
      present--;
      return old;
    }
    return others == null ? null : others.remove(key);
  }

  @Override
  public void clear() {
    if (present > 0) {
      for (Slot s : slots) {
        s.value = null;
      }
      present = 0;
    }
    if (others != null) {
      others.clear();
    }
  }

  @Override
  public int size() {
    return present + (others == null ? 0 : others.size());
  }

  @Override
  public Set<Map.Entry<String, ByteIterator>> entrySet() {
    return entries;
  }

  private final class EntrySet extends AbstractSet<Map.Entry<String, ByteIterator>> {
    @Override
    public Iterator<Map.Entry<String, ByteIterator>> iterator() {
      return new Entries();
    }

    @Override
    public int size() {
      return FieldMap.this.size();
    }

    @Override
    public void clear() {
      FieldMap.this.clear();
    }
  }

  /** The filled slots in field order, then the other names. */
  private final class Entries implements Iterator<Map.Entry<String, ByteIterator>> {
    private int next = advance(0);
    private Slot last;
    private Iterator<Map.Entry<String, ByteIterator>> rest;

    private int advance(int from) {
      int i = from;
      while (i < slots.length && slots[i].value == null) {
        i++;
      }
      return i;
    }

    private Iterator<Map.Entry<String, ByteIterator>> rest() {
      if (rest == null) {
        rest = others == null ? java.util.Collections.emptyIterator() : others.entrySet().iterator();
      }
      return rest;
    }

    @Override
    public boolean hasNext() {
      return next < slots.length || rest().hasNext();
    }

    @Override
    public Map.Entry<String, ByteIterator> next() {
      if (next < slots.length) {
        last = slots[next];
        next = advance(next + 1);
        return last;
      }
      last = null;
      if (!rest().hasNext()) {
        throw new NoSuchElementException();
      }
      return rest.next();
    }

    @Override
    public void remove() {
      if (last != null) {
        if (last.value == null) {
          throw new IllegalStateException();
        }
        last.value = null;
        present--;
        last = null;
      } else if (rest != null) {
        rest.remove();
      } else {
        throw new IllegalStateException();
      }
    }
  }

  /** One field's entry: the name is fixed, the value is null while the field is absent. */
  private static final class Slot implements Map.Entry<String, ByteIterator> {
    private final String key;
    private ByteIterator value;

    Slot(String key) {
      this.key = key;
    }

    @Override
    public String getKey() {
      return key;
    }

    @Override
    public ByteIterator getValue() {
      return value;
    }

    @Override
    public ByteIterator setValue(ByteIterator v) {
      ByteIterator old = value;
      value = Objects.requireNonNull(v, "a field's value");
      return old;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Map.Entry<?, ?> e && key.equals(e.getKey()) && Objects.equals(value, e.getValue());
    }

    @Override
    public int hashCode() {
      return key.hashCode() ^ Objects.hashCode(value);
    }

    @Override
    public String toString() {
      return key + "=" + value;
    }
  }
}
