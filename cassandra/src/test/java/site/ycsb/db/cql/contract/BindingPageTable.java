package site.ycsb.db.cql.contract;

import java.util.stream.Collectors;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;

/** A binding's property table as its page in docs/bindings/ shows it, row for row from the descriptor. */
public final class BindingPageTable {
  private BindingPageTable() {
  }

  /** The Markdown table; a failing page test prints it, ready to paste. */
  public static String of(BindingDescriptor descriptor) {
    return "| Property | Default | Meaning |\n|---|---|---|\n" + descriptor.options().stream()
        .map(BindingPageTable::row).collect(Collectors.joining("\n")) + "\n";
  }

  private static String row(Option<?> p) {
    String value = p.defaultText() == null ? "(none)" : "`" + p.defaultText() + "`";
    return "| `" + p.name() + "` | " + value + " | " + p.description() + " |";
  }
}
