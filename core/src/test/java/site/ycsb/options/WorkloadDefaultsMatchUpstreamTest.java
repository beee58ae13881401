package site.ycsb.options;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.UpstreamYcsb;
import site.ycsb.config.Option;

/**
 * Every default upstream's 0.17.0 workloads publish ({@code CoreWorkload.READ_PROPORTION_PROPERTY_DEFAULT}
 * and the like) is the default of the registry's declaration of that property, and our class's
 * constant of the same name (now derived from the declaration) holds the same value.
 */
class WorkloadDefaultsMatchUpstreamTest {
  private static final List<String> WORKLOADS = List.of("site.ycsb.workloads.CoreWorkload",
      "site.ycsb.workloads.TimeSeriesWorkload", "site.ycsb.workloads.ConstantOccupancyWorkload",
      "site.ycsb.workloads.RestWorkload", "site.ycsb.Workload");
  /** Declared by upstream and read by neither upstream nor this tool (docs/workloads.md says so). */
  private static final Set<String> READ_BY_NONE = Set.of("fieldlengthdistfile");

  @Test
  void everyDefaultUpstreamsWorkloadsPublishIsTheDeclaredDefaultOfThatOption() throws Exception {
    List<String> mismatches = new ArrayList<>();
    int compared = 0;
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader()) {
      for (String className : WORKLOADS) {
        Class<?> theirs = upstream.loadClass(className);
        Class<?> ours = Class.forName(className);
        for (Field def : theirs.getFields()) {
          if (!def.getName().endsWith("_DEFAULT") || !Modifier.isStatic(def.getModifiers())) {
            continue;
          }
          String nameField = def.getName().substring(0, def.getName().length() - "_DEFAULT".length());
          String property = (String) theirs.getField(nameField).get(null);
          Object theirDefault = def.get(null);
          compared++;
          Object ourConstant = ours.getField(def.getName()).get(null);
          if (!sameValue(theirDefault, ourConstant)) {
            mismatches.add(className + "." + def.getName() + ": upstream " + theirDefault + ", ours " + ourConstant);
          }
          if (READ_BY_NONE.contains(property)) {
            continue;
          }
          Optional<Option<?>> declared = declaration(property);
          if (declared.isEmpty()) {
            mismatches.add(property + ": no declaration in CoreOptions.groups()");
          } else if (!sameValue(theirDefault, declared.get().defaultText())) {
            mismatches.add(property + ": upstream's default " + theirDefault + ", declared "
                + declared.get().defaultText());
          }
        }
      }
    }
    assertThat(compared).as("upstream's workload defaults found").isGreaterThan(50);
    assertThat(mismatches).isEmpty();
  }

  @Test
  void theDefaultsUpstreamDocumentsForTheMostUsedOptionsAreTheDeclaredOnes() {
    // upstream 0.17.0's workloads/workload_template and CoreWorkload's javadoc
    Map<Option<?>, Object> documented = Map.of(WorkloadOptions.READ_PROPORTION, 0.95,
        WorkloadOptions.UPDATE_PROPORTION, 0.05, WorkloadOptions.INSERT_PROPORTION, 0.0,
        WorkloadOptions.FIELD_COUNT, 10, WorkloadOptions.FIELD_LENGTH, 100,
        WorkloadOptions.REQUEST_DISTRIBUTION, "uniform", RunOptions.OPERATION_COUNT, 0L,
        RunOptions.RECORD_COUNT, 0L, WorkloadOptions.TABLE, "usertable");
    documented.forEach((option, value) -> assertThat(option.defaultValue()).as(option.name()).isEqualTo(value));
  }

  private static Optional<Option<?>> declaration(String property) {
    return CoreOptions.groups().stream().flatMap(g -> g.options().stream()).filter(o -> o.name().equals(property))
        .findFirst();
  }

  /** Equal as text, or as numbers where both are ("0.0" and "0.00"; 10 and "10"). */
  private static boolean sameValue(Object a, Object b) {
    if (a == null || b == null) {
      return a == b;
    }
    if (String.valueOf(a).equals(String.valueOf(b))) {
      return true;
    }
    try {
      return Double.parseDouble(String.valueOf(a)) == Double.parseDouble(String.valueOf(b));
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
