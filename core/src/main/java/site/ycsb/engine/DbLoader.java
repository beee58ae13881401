package site.ycsb.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import site.ycsb.DB;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.config.UsageException;

/**
 * Resolves the {@code db} property: a short name ({@code basic}, {@code memory}, or a name a
 * binding on the class path declares through its {@link BindingDescriptor}) or a class name.
 */
public final class DbLoader {
  private final ClassLoader loader;
  private final Map<String, BindingDescriptor> byName = new LinkedHashMap<>();

  public DbLoader(ClassLoader loader) {
    this.loader = loader;
    for (BindingDescriptor d : List.of(new EmbeddedBindings.Basic(), new EmbeddedBindings.Memory())) {
      register(d);
    }
    for (BindingDescriptor d : ServiceLoader.load(BindingDescriptor.class, loader)) {
      register(d);
    }
  }

  private void register(BindingDescriptor d) {
    for (String n : d.names()) {
      byName.putIfAbsent(n, d);
    }
  }

  /** Bindings found, each once, in discovery order. */
  public List<BindingDescriptor> bindings() {
    List<BindingDescriptor> out = new ArrayList<>();
    for (BindingDescriptor d : byName.values()) {
      if (!out.contains(d)) {
        out.add(d);
      }
    }
    return out;
  }

  /** The descriptor for a short name or a DB class name, if any binding declares it. */
  public Optional<BindingDescriptor> describe(String dbName) {
    BindingDescriptor d = byName.get(dbName);
    if (d != null) {
      return Optional.of(d);
    }
    return bindings().stream().filter(b -> b.dbClassName().equals(dbName)).findFirst();
  }

  public String className(String dbName) {
    return describe(dbName).map(BindingDescriptor::dbClassName).orElse(dbName);
  }

  /** A factory for the named binding; fails with a one-line usage error when it cannot load. */
  public BindingFactory factory(String dbName) {
    String className = className(dbName);
    Class<?> cls;
    try {
      cls = Class.forName(className, true, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageException("db=" + dbName + ": no such binding or class (known bindings: "
          + String.join(", ", byName.keySet()) + "; or give a class name and put its jar on the class path)");
    }
    if (!DB.class.isAssignableFrom(cls)) {
      throw new UsageException("db=" + dbName + ": " + className + " is not a subclass of site.ycsb.DB");
    }
    try {
      cls.getConstructor();
    } catch (NoSuchMethodException e) {
      throw new UsageException("db=" + dbName + ": " + className + " has no public no-argument constructor");
    }
    return () -> (DB) cls.getConstructor().newInstance();
  }

  /** The DB class a name resolves to, or null when it cannot be loaded. */
  public Class<?> dbClass(String dbName) {
    try {
      return Class.forName(className(dbName), false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  /** Names of the properties any binding on the class path declares secret. */
  public Set<String> secretNames() {
    return secretNames(bindings());
  }

  /**
   * A binding whose driver is not on the class path cannot list its options (they are typed by the
   * driver's enums): it cannot run either, so its secrets cannot be given to it, and it is passed over
   * rather than failing every other binding's run.
   */
  static Set<String> secretNames(Iterable<BindingDescriptor> descriptors) {
    Set<String> names = new HashSet<>();
    for (BindingDescriptor d : descriptors) {
      try {
        d.options().stream().filter(Option::isSecret).forEach(o -> names.add(o.name()));
      } catch (LinkageError driverMissing) {
        // see above
      }
    }
    return names;
  }

  /** Every property name the binding declares, or null when it declares none (unknown binding). */
  public List<String> declaredProperties(String dbName) {
    return describe(dbName).map(d -> d.options().stream().map(Option::name).toList()).orElse(null);
  }
}
