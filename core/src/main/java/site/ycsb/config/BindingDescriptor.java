package site.ycsb.config;

import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * What a binding tells the launcher about itself: its short names, its DB class and its options.
 * Bindings register an implementation in
 * {@code META-INF/services/site.ycsb.config.BindingDescriptor}; {@code bin/ycsb <binding> --help},
 * the unknown-property warning, the masking of secrets and the binding pages' tables
 * (docs/bindings/) all come from {@link #options()}.
 */
public interface BindingDescriptor {

  /** Short names accepted for {@code -db} and by {@code bin/ycsb}, the preferred one first. */
  List<String> names();

  /** Fully qualified name of the {@code site.ycsb.DB} subclass. */
  String dbClassName();

  /** One line saying what the binding talks to. */
  String summary();

  /** Every option the binding reads, declared once, in the order --help and its page list them. */
  List<Option<?>> options();

  /**
   * The operations ({@code UPDATE}, {@code DELETE}) that never answer NOT_FOUND with these
   * properties, because the database writes or removes a missing key without telling (a CQL update
   * is an upsert). Recorded in the interval log ({@code #[meta notfound.never=UPDATE,DELETE]}) so
   * that a comparison of two bindings knows a NOT_FOUND share only one of them can have is their
   * semantics, not a different data set. Default: none (every operation may answer NOT_FOUND).
   */
  default Set<String> neverNotFound(Properties properties) {
    return Set.of();
  }

  /**
   * Whether the store holds nothing when a phase with these properties starts: a store that lives in
   * the client's process, into which nothing was loaded in this process (the memory binding without
   * {@code loadrun}). A workload's check ({@code Workload.check}) then refuses a run whose operations
   * would all be NOT_FOUND. Default: false (a database's data outlives the client).
   */
  default boolean startsEmpty(Properties properties) {
    return false;
  }
}
