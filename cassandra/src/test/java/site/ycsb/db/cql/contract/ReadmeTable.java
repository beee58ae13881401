package site.ycsb.db.cql.contract;

import java.util.stream.Collectors;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;

/** A binding's property table as its README shows it, row for row from the descriptor. */
public final class ReadmeTable {
  private ReadmeTable() {
  }

  /** The Markdown table; a failing README test prints it, ready to paste. */
  public static String of(BindingDescriptor descriptor) {
    return "| Property | Default | Meaning |\n|---|---|---|\n" + descriptor.properties().stream()
        .map(ReadmeTable::row).collect(Collectors.joining("\n")) + "\n";
  }

  private static String row(PropertyDefinition p) {
    String value = p.defaultValue() == null ? "(none)" : "`" + p.defaultValue() + "`";
    return "| `" + p.name() + "` | " + value + " | " + p.description() + " |";
  }
}
