package site.ycsb.config;

import java.util.List;

/**
 * Renders property tables as Markdown rows, for the manual's pages in docs/ (tests check the pages
 * have them); {@code site.ycsb.options.OptionTables} prints core's.
 */
public final class PropertyTables {
  private PropertyTables() {
  }

  /** One row: {@code | `name` | `default` | meaning |}. */
  public static String row(PropertyDefinition p) {
    String def = p.secret() ? "(secret)" : p.defaultValue() == null || p.defaultValue().isEmpty()
        ? "(none)" : "`" + p.defaultValue() + "`";
    return "| `" + p.name() + "` | " + def + " | " + p.description() + " |";
  }

  public static String rows(List<PropertyDefinition> table) {
    StringBuilder sb = new StringBuilder();
    for (PropertyDefinition p : table) {
      sb.append(row(p)).append('\n');
    }
    return sb.toString();
  }
}
