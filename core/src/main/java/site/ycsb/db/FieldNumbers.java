package site.ycsb.db;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A table's field names, numbered in the order they were first written: rows store the number,
 * so ten records do not hold ten copies of "field0". Lookups take no lock; a name seen for the
 * first time is added under one.
 */
final class FieldNumbers {
  private final ConcurrentHashMap<String, Integer> numbers = new ConcurrentHashMap<>();
  private volatile String[] names = new String[0];

  int numberOf(String name) {
    Integer n = numbers.get(name);
    return n != null ? n : add(name);
  }

  private synchronized int add(String name) {
    Integer n = numbers.get(name);
    if (n != null) {
      return n;
    }
    String[] grown = Arrays.copyOf(names, names.length + 1);
    grown[names.length] = name;
    names = grown; // published before the number: a row carrying it always finds its name
    numbers.put(name, names.length - 1);
    return names.length - 1;
  }

  String name(int number) {
    return names[number];
  }
}
