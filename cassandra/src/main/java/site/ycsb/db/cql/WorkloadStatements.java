package site.ycsb.db.cql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import site.ycsb.config.Settings;
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.options.WorkloadOptions;

/**
 * The statements a core workload with these settings can issue, so that the binding prepares them all
 * before the run: inserts of every field; reads and scans of every field or (readallfields=false) of
 * each single field; updates of every field or (writeallfields=false) of each single field; deletes.
 * With {@code ttl}, the writes' statements are those {@code USING TTL}. A kind the operation mix never
 * draws is left out. A statement not foreseen here (another workload's
 * field sets) is still prepared when first used, asynchronously.
 */
public final class WorkloadStatements {
  /** Past this many fields, the single-field statements are left to be prepared when first used. */
  static final int MAX_SINGLE_FIELDS = 256;

  /** One statement to prepare: as {@link StatementCache#prepared} takes it. */
  public record Statement(Kind kind, String table, Set<String> fields) { }

  private WorkloadStatements() {
  }

  /** The statements, in a stable order; settings the workload cannot read yield none (it reports them). */
  public static List<Statement> of(Settings s) {
    try {
      return statements(s);
    } catch (RuntimeException e) {
      return List.of();
    }
  }

  private static List<Statement> statements(Settings s) {
    String table = s.get(WorkloadOptions.TABLE);
    int count = s.get(WorkloadOptions.FIELD_COUNT);
    String prefix = s.get(WorkloadOptions.FIELD_NAME_PREFIX);
    Set<String> all = new LinkedHashSet<>();
    for (int i = 0; i < count; i++) {
      all.add(prefix + i);
    }
    all = Collections.unmodifiableSet(all);
    boolean rmw = s.get(WorkloadOptions.READ_MODIFY_WRITE_PROPORTION) > 0;
    boolean expiring = s.get(WorkloadOptions.TTL) > 0; // writes go USING TTL (issue 39)
    List<Statement> out = new ArrayList<>();
    out.add(new Statement(expiring ? Kind.INSERT_TTL : Kind.INSERT, table, all));
    if (s.get(WorkloadOptions.READ_PROPORTION) > 0 || rmw) {
      reads(Kind.READ, table, all, s, out);
    }
    if (s.get(WorkloadOptions.SCAN_PROPORTION) > 0) {
      reads(Kind.SCAN, table, all, s, out);
    }
    if (s.get(WorkloadOptions.UPDATE_PROPORTION) > 0 || rmw) {
      Kind update = expiring ? Kind.UPDATE_TTL : Kind.UPDATE;
      if (s.get(WorkloadOptions.WRITE_ALL_FIELDS)) {
        out.add(new Statement(update, table, all));
      } else {
        singles(update, table, all, out);
      }
    }
    if (s.get(WorkloadOptions.DELETE_PROPORTION) > 0) {
      out.add(new Statement(Kind.DELETE, table, null));
    }
    return out;
  }

  private static void reads(Kind kind, String table, Set<String> all, Settings s, List<Statement> out) {
    if (!s.get(WorkloadOptions.READ_ALL_FIELDS)) {
      singles(kind, table, all, out);
    } else {
      out.add(new Statement(kind, table, s.get(WorkloadOptions.READ_ALL_FIELDS_BY_NAME) ? all : null));
    }
  }

  private static void singles(Kind kind, String table, Set<String> all, List<Statement> out) {
    if (all.size() <= MAX_SINGLE_FIELDS) {
      all.forEach(f -> out.add(new Statement(kind, table, Set.of(f))));
    }
  }
}
