package site.ycsb.config;

import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A phase's options, resolved once: built from the phase's properties (copied, so later changes to
 * them change nothing here), every declared option read and checked when it is built (a bad value
 * is a one-line {@link UsageException} before any work), then read typed by whoever needs it:
 * {@code settings.get(RunOptions.THREAD_COUNT)}. Immutable and safe to share between threads.
 * {@link #properties()} hands the same values to upstream's {@code Properties}-based API.
 */
public final class Settings {
  private static final Object NONE = new Object();
  private final Properties properties;
  private final Props props;
  private final Map<Option<?>, Object> resolved;

  private Settings(Properties properties, Map<Option<?>, Object> resolved) {
    this.properties = properties;
    this.props = new Props(properties);
    this.resolved = resolved;
  }

  /** The settings of {@code properties} (and their defaults chain), each option read when first asked. */
  public static Settings of(Properties properties) {
    return new Settings(copy(properties), Map.of());
  }

  /** The settings of {@code properties} with every option of {@code declared} read and checked now. */
  public static Settings resolve(Properties properties, Collection<? extends Option<?>> declared) {
    Properties copy = copy(properties);
    Props props = new Props(copy);
    Map<Option<?>, Object> values = new IdentityHashMap<>();
    for (Option<?> option : declared) {
      Object value = option.read(props);
      values.put(option, value == null ? NONE : value);
    }
    return new Settings(copy, values);
  }

  private static Properties copy(Properties source) {
    Properties copy = new Properties();
    for (String name : source.stringPropertyNames()) {
      copy.setProperty(name, source.getProperty(name));
    }
    return copy;
  }

  /** The option's value, or its default (null where it has none). */
  @SuppressWarnings("unchecked")
  public <T> T get(Option<T> option) {
    Object value = resolved.get(option);
    if (value == null) {
      return option.read(props);
    }
    return value == NONE ? null : (T) value;
  }

  /**
   * The option's value, or its default where the value is bad: for a reader that is not the
   * option's owner (a binding sizing its pool from {@code threadcount}), since the owner checks the
   * value and reports it, and upstream's client, which also runs bindings, may leave it odd.
   */
  public <T> T getOrDefault(Option<T> option) {
    try {
      return get(option);
    } catch (UsageException e) {
      return option.defaultValue();
    }
  }

  /** The option's value, or its default, or empty where it has neither. */
  public <T> Optional<T> find(Option<T> option) {
    return Optional.ofNullable(get(option));
  }

  /** Whether the user gave the option a (non-blank) value, rather than its default applying. */
  public boolean isSet(Option<?> option) {
    return option.isSet(properties);
  }

  /** A copy of the properties, for upstream's API ({@code Workload.init(Properties)}, {@code DB.setProperties}). */
  public Properties properties() {
    return copy(properties);
  }
}
