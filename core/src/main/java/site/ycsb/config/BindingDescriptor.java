package site.ycsb.config;

import java.util.List;

/**
 * What a binding tells the launcher about itself: its short names, its DB class and its property
 * table. Bindings register an implementation in
 * {@code META-INF/services/site.ycsb.config.BindingDescriptor}; {@code bin/ycsb <binding> --help},
 * the unknown-property warning and the binding pages' tables (docs/bindings/) all come from {@link #properties()}.
 */
public interface BindingDescriptor {

  /** Short names accepted for {@code -db} and by {@code bin/ycsb}, the preferred one first. */
  List<String> names();

  /** Fully qualified name of the {@code site.ycsb.DB} subclass. */
  String dbClassName();

  /** One line saying what the binding talks to. */
  String summary();

  /** Every property the binding reads, with default and meaning. */
  List<PropertyDefinition> properties();
}
