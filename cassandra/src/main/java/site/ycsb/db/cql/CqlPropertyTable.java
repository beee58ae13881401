package site.ycsb.db.cql;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import site.ycsb.config.PropertyDefinition;

/**
 * A binding's name, default and meaning for every {@link CqlOption} it offers: complete by
 * construction (only {@link CqlOption#optional() optional} options may be left out).
 */
public final class CqlPropertyTable {
  private final EnumMap<CqlOption, PropertyDefinition> definitions;

  public CqlPropertyTable(Map<CqlOption, PropertyDefinition> definitions) {
    this.definitions = new EnumMap<>(CqlOption.class);
    this.definitions.putAll(definitions);
    for (CqlOption option : CqlOption.values()) {
      if (!option.optional() && !this.definitions.containsKey(option)) {
        throw new IllegalArgumentException("property table has no definition for " + option);
      }
    }
  }

  /** The option's definition; null only for an optional option the binding does not offer. */
  public PropertyDefinition get(CqlOption option) {
    return definitions.get(option);
  }

  /** Whether the binding offers the option (always true for a non-optional one). */
  public boolean offers(CqlOption option) {
    return definitions.containsKey(option);
  }

  /** Every definition, in {@link CqlOption} order (the order of the --help and binding pages' tables). */
  public List<PropertyDefinition> all() {
    return List.copyOf(definitions.values());
  }
}
