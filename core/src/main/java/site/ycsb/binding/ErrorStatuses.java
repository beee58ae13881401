package site.ycsb.binding;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import site.ycsb.Status;

/**
 * Maps a driver's errors to statuses: rules tried in order, each matching an error (or one of its
 * causes) by type or by a test; the first that matches gives the status, else the fallback. The
 * statuses commonly needed are here too, named as the report counts them ({@code Return=TIMEOUT}).
 *
 * <pre>{@code
 * ErrorStatuses statuses = ErrorStatuses.builder()
 *     .on(ReadTimeoutException.class, ErrorStatuses.TIMEOUT)
 *     .on(UnavailableException.class, ErrorStatuses.UNAVAILABLE)
 *     .build(Status.ERROR);
 * Status s = statuses.of(e);
 * }</pre>
 */
public final class ErrorStatuses {
  public static final Status TIMEOUT = new Status("TIMEOUT", "The operation timed out.");
  public static final Status UNAVAILABLE = new Status("UNAVAILABLE", "Too few replicas alive for the request.");
  public static final Status OVERLOADED = new Status("OVERLOADED", "The server reported it is overloaded.");

  private record Rule(Predicate<Throwable> matches, Function<Throwable, Status> status) {
  }

  private final List<Rule> rules;
  private final Status fallback;

  private ErrorStatuses(List<Rule> rules, Status fallback) {
    this.rules = List.copyOf(rules);
    this.fallback = fallback;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The rules of a mapping, in the order they are tried. */
  public static final class Builder {
    private final List<Rule> rules = new ArrayList<>();

    /** Errors of {@code type} (or with such a cause) map to {@code status}. */
    public Builder on(Class<? extends Throwable> type, Status status) {
      rules.add(new Rule(type::isInstance, t -> status));
      return this;
    }

    /** Errors that pass {@code test} (or with such a cause) map to what {@code status} makes of them. */
    public Builder on(Predicate<Throwable> test, Function<Throwable, Status> status) {
      rules.add(new Rule(test, status));
      return this;
    }

    public ErrorStatuses build(Status fallback) {
      return new ErrorStatuses(rules, fallback);
    }
  }

  /** The status of {@code error}: the first rule matching it or, failing that, one of its causes. */
  public Status of(Throwable error) {
    for (Rule rule : rules) {
      for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
        if (rule.matches().test(t)) {
          return rule.status().apply(t);
        }
      }
    }
    return fallback;
  }
}
