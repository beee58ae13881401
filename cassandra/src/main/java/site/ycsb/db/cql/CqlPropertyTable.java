package site.ycsb.db.cql;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import site.ycsb.config.PropertyDefinition;

/** A binding's name, default and meaning for every {@link CqlOption}: complete by construction. */
public final class CqlPropertyTable {
  private final EnumMap<CqlOption, PropertyDefinition> definitions;

  public CqlPropertyTable(Map<CqlOption, PropertyDefinition> definitions) {
    this.definitions = new EnumMap<>(CqlOption.class);
    this.definitions.putAll(definitions);
    for (CqlOption option : CqlOption.values()) {
      if (!this.definitions.containsKey(option)) {
        throw new IllegalArgumentException("property table has no definition for " + option);
      }
    }
  }

  public PropertyDefinition get(CqlOption option) {
    return definitions.get(option);
  }

  /** Every definition, in {@link CqlOption} order (the order of the --help and README tables). */
  public List<PropertyDefinition> all() {
    return List.copyOf(definitions.values());
  }
}
