package site.ycsb;

import java.lang.reflect.InvocationTargetException;
import java.util.Properties;
import org.apache.htrace.core.Tracer;

/**
 * Compatibility only: upstream's way for a harness to make a binding: the named {@link DB} class, given the properties
 * and wrapped in a measuring {@link DBWrapper}. The engine resolves bindings itself (short names
 * included) and does not use this class.
 */
public final class DBFactory {
  private DBFactory() {
  }

  /**
   * A new instance of the DB class {@code dbname} (loaded by this class's class loader, as upstream),
   * with {@code properties} set, wrapped in a {@link DBWrapper} that records into the calling
   * thread's measurements.
   *
   * @param tracer htrace's tracer for a span per call, or null for none
   * @throws UnknownDBException when the class cannot be found, is not a DB, or cannot be created
   */
  public static DB newDB(String dbname, Properties properties, Tracer tracer) throws UnknownDBException {
    DB db = instantiate(dbname);
    db.setProperties(properties);
    return new DBWrapper(db, tracer);
  }

  private static DB instantiate(String dbname) throws UnknownDBException {
    if (dbname == null || dbname.isBlank()) {
      throw new UnknownDBException("no DB class name given");
    }
    Class<?> cls;
    try {
      cls = Class.forName(dbname, true, DBFactory.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UnknownDBException(dbname + ": no such DB class on the class path", e);
    }
    if (!DB.class.isAssignableFrom(cls)) {
      throw new UnknownDBException(dbname + " is not a subclass of site.ycsb.DB");
    }
    try {
      return (DB) cls.getConstructor().newInstance();
    } catch (NoSuchMethodException e) {
      throw new UnknownDBException(dbname + " has no public no-argument constructor", e);
    } catch (InvocationTargetException e) {
      throw new UnknownDBException(dbname + " could not be created: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new UnknownDBException(dbname + " could not be created: " + e, e);
    }
  }
}
