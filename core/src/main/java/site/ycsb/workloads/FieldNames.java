package site.ycsb.workloads;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A record's field names ({@code fieldnameprefix} + 0 .. fieldcount - 1) and the sets the reads
 * hand the binding, made once so that no operation builds one: a set of each single field, and the
 * set of all of them (when {@code readallfieldsbyname}; null asks the binding for all fields).
 */
final class FieldNames {
  final String[] names;
  final Map<String, Integer> numbers;
  final List<Set<String>> singles;
  final Set<String> allByName;

  FieldNames(String prefix, int count, boolean readAllByName) {
    names = new String[count];
    List<Set<String>> one = new ArrayList<>(count);
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < count; i++) {
      names[i] = prefix + i;
      one.add(Collections.singleton(names[i]));
      index.put(names[i], i);
    }
    numbers = Map.copyOf(index);
    singles = List.copyOf(one);
    allByName = readAllByName ? Collections.unmodifiableSet(new LinkedHashSet<>(List.of(names))) : null;
  }

  int count() {
    return names.length;
  }
}
