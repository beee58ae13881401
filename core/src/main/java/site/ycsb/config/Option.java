package site.ycsb.config;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One option, declared once: its name, type, default, unit, meaning, the check of its value and the
 * commands that read it. The code reads it typed ({@code settings.get(RunOptions.THREAD_COUNT)});
 * {@code --help}, the property tables in docs/, the unknown-property warning and every one-line
 * error come from the same declaration. Immutable: the {@code describe}, {@code unit}, ... methods
 * return a changed copy, so a declaration reads as one chained expression.
 *
 * @param <T> the type of the value the code reads
 */
public final class Option<T> {

  /** Reads one option's value from a run's properties; a bad value is a {@link UsageException}. */
  @FunctionalInterface
  public interface Reader<T> {
    /** The value, or {@code def} when the property is unset or blank. */
    T read(Props props, String name, T def);
  }

  private final String name;
  private final OptionType type;
  private final T defaultValue;
  private final String defaultText;
  private final String unit;
  private final String description;
  private final Set<Command> commands;
  private final boolean secret;
  private final Reader<T> reader;

  private Option(String name, OptionType type, T defaultValue, String defaultText, String unit, String description,
      Set<Command> commands, boolean secret, Reader<T> reader) {
    this.name = Objects.requireNonNull(name);
    this.type = type;
    this.defaultValue = defaultValue;
    this.defaultText = defaultText;
    this.unit = unit;
    this.description = description;
    this.commands = commands;
    this.secret = secret;
    this.reader = reader;
  }

  private static <T> Option<T> declare(String name, OptionType type, T def, Reader<T> reader) {
    return new Option<>(name, type, def, def == null ? null : show(def), "", "", EnumSet.of(Command.LOAD, Command.RUN),
        false, reader);
  }

  private static String show(Object value) {
    if (value instanceof Double d) {
      return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString();
    }
    if (value instanceof List<?> list) {
      return list.stream().map(Option::show).collect(Collectors.joining(","));
    }
    if (value instanceof Enum<?> e) {
      return e.name().toLowerCase(Locale.ROOT);
    }
    return String.valueOf(value);
  }

  // ---- the declarations' starting points, one per type

  /** Free text, trimmed. */
  public static Option<String> text(String name, String def) {
    return declare(name, OptionType.TEXT, def, Props::string);
  }

  /** A class name (a binding's, a workload's, an exporter's). */
  public static Option<String> className(String name, String def) {
    return declare(name, OptionType.CLASS, def, Props::string);
  }

  /** A whole number &gt;= {@code min}, at most {@link Integer#MAX_VALUE}. */
  public static Option<Integer> integer(String name, Integer def, int min) {
    return declare(name, OptionType.INT, def, (p, n, d) -> p.has(n) ? Integer.valueOf(p.intValue(n, 0, min)) : d);
  }

  /** A whole number &gt;= {@code min}. */
  public static Option<Long> count(String name, Long def, long min) {
    return declare(name, OptionType.LONG, def, (p, n, d) -> p.has(n) ? Long.valueOf(p.longValue(n, 0, min)) : d);
  }

  /** A number in [min, max]; errors word it "a number between min and max". */
  public static Option<Double> number(String name, Double def, double min, double max) {
    return number(name, def, min, max, "a number");
  }

  /** A number in [min, max]; {@code what} words it in errors ("a number of operations per second"). */
  public static Option<Double> number(String name, Double def, double min, double max, String what) {
    return declare(name, OptionType.DOUBLE, def,
        (p, n, d) -> p.has(n) ? Double.valueOf(p.doubleValue(n, 0, min, max, what)) : d);
  }

  /**
   * A number in [min, max] whose default is shown as written: upstream's spelling ({@code 0.0},
   * {@code 0.10}), which its public {@code *_DEFAULT} constants keep.
   */
  public static Option<Double> decimal(String name, String def, double min, double max) {
    Double value = Double.valueOf(def);
    return new Option<>(name, OptionType.DOUBLE, value, def, "", "", EnumSet.of(Command.LOAD, Command.RUN), false,
        (p, n, d) -> p.has(n) ? Double.valueOf(p.doubleValue(n, 0, min, max)) : d);
  }

  /** Only true or false (any case): a typo must not silently mean false. */
  public static Option<Boolean> flag(String name, Boolean def) {
    return declare(name, OptionType.BOOLEAN, def, (p, n, d) -> p.has(n) ? Boolean.valueOf(p.bool(n, false)) : d);
  }

  /** A whole number of seconds &gt;= {@code min}; {@code 10m} is refused with what to write instead. */
  public static Option<Long> seconds(String name, Long def, long min) {
    return declare(name, OptionType.DURATION, def, (p, n, d) -> p.has(n) ? Long.valueOf(p.seconds(n, 0, min)) : d)
        .unit("s");
  }

  /** One of {@code allowed}, matched case-insensitively, returned in the spelling of {@code allowed}. */
  public static Option<String> choice(String name, String def, String... allowed) {
    String[] copy = allowed.clone();
    return declare(name, OptionType.ENUM, def, (p, n, d) -> p.has(n) || d != null ? p.choice(n, d, copy) : null);
  }

  /** A constant of {@code type}, matched case-insensitively; shown in lower case. */
  public static <E extends Enum<E>> Option<E> choice(String name, E def, Class<E> type) {
    String[] allowed = Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT))
        .toArray(String[]::new);
    return declare(name, OptionType.ENUM, def, (p, n, d) -> {
      if (!p.has(n)) {
        return d;
      }
      return Enum.valueOf(type, p.choice(n, null, allowed).toUpperCase(Locale.ROOT));
    });
  }

  /** A file or folder path; its existence is the reader's business (a file may be written later). */
  public static Option<Path> path(String name, String def) {
    return declare(name, OptionType.PATH, def == null ? null : Path.of(def),
        (p, n, d) -> p.has(n) ? Path.of(p.string(n, "")) : d);
  }

  /** Comma-separated numbers, each in [min, max]. */
  public static Option<List<Double>> numbers(String name, String def, double min, double max) {
    List<Double> parsed = def == null ? null : new Props(new Properties()).doubleList(name, def, min, max);
    return new Option<>(name, OptionType.LIST, parsed, def, "", "", EnumSet.of(Command.LOAD, Command.RUN), false,
        (p, n, d) -> p.has(n) ? List.copyOf(p.doubleList(n, "", min, max)) : d);
  }

  /** Comma-separated words, trimmed, empty ones dropped. */
  public static Option<List<String>> words(String name, String def) {
    List<String> parsed = def == null ? null : split(def);
    return new Option<>(name, OptionType.LIST, parsed, def, "", "", EnumSet.of(Command.LOAD, Command.RUN), false,
        (p, n, d) -> p.has(n) ? split(p.string(n, "")) : d);
  }

  private static List<String> split(String text) {
    return Arrays.stream(text.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
  }

  /** An option of any other type: {@code reader} parses and checks it. */
  public static <T> Option<T> custom(String name, OptionType type, T def, String defaultText, Reader<T> reader) {
    return new Option<>(name, type, def, defaultText, "", "", EnumSet.of(Command.LOAD, Command.RUN), false, reader);
  }

  // ---- the declaration's other parts

  /** What the option means, as the tables and {@code --help} print it. */
  public Option<T> describe(String text) {
    return new Option<>(name, type, defaultValue, defaultText, unit, text, commands, secret, reader);
  }

  /** The unit of the value (s, ms, ops/s, bytes, %). */
  public Option<T> unit(String u) {
    return new Option<>(name, type, defaultValue, defaultText, u, description, commands, secret, reader);
  }

  /** The commands that read it (default: load and run phases). */
  public Option<T> readBy(Command first, Command... more) {
    return new Option<>(name, type, defaultValue, defaultText, unit, description, EnumSet.of(first, more), secret,
        reader);
  }

  /** How the tables show a default the code computes (e.g. "threadcount"), where the value is null. */
  public Option<T> defaultShown(String text) {
    return new Option<>(name, type, defaultValue, text, unit, description, commands, secret, reader);
  }

  /** A password or key: its value is never printed, in errors neither. */
  public Option<T> secret() {
    return new Option<>(name, type, defaultValue, defaultText, unit, description, commands, true, reader);
  }

  // ---- reading

  /** The value in {@code props}, or the default (null where there is none); one-line error when bad. */
  public T read(Properties props) {
    return read(new Props(props));
  }

  /** The value in {@code props}, or the default (null where there is none); one-line error when bad. */
  public T read(Props props) {
    if (!secret) {
      return reader.read(props, name, defaultValue);
    }
    try {
      return reader.read(props, name, defaultValue);
    } catch (UsageException e) {
      throw new UsageException(name + "=(secret value): expected " + (type == OptionType.TEXT ? "text" : type.word()));
    }
  }

  /** Whether the user gave a non-blank value (rather than the default applying). */
  public boolean isSet(Properties props) {
    String v = props.getProperty(name);
    return v != null && !v.isBlank();
  }

  public String name() {
    return name;
  }

  public OptionType type() {
    return type;
  }

  /** The default the code uses when the option is unset; null where there is none or it is computed. */
  public T defaultValue() {
    return defaultValue;
  }

  /** The default as the tables show it; null where there is none. */
  public String defaultText() {
    return defaultText;
  }

  public String unit() {
    return unit;
  }

  public String description() {
    return description;
  }

  public Set<Command> commands() {
    return commands;
  }

  public boolean isSecret() {
    return secret;
  }

  /** The option as a row of the documentation's tables. */
  public PropertyDefinition definition() {
    return new PropertyDefinition(name, defaultText, description, secret);
  }

  @Override
  public String toString() {
    return name;
  }
}
