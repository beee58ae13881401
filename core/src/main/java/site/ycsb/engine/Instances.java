package site.ycsb.engine;

import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.config.UsageException;

/** Creates a phase's workload and bindings, a failure told in one line. */
final class Instances {
  private Instances() {
  }

  static DB newDb(BindingFactory factory) throws DBException {
    try {
      DB db = factory.create();
      if (db == null) {
        throw new DBException("the DB factory returned null");
      }
      return db;
    } catch (DBException e) {
      throw e;
    } catch (Exception e) {
      throw new DBException("cannot create the binding: " + ThrowableText.oneLine(e), e);
    }
  }

  /** A new instance of the workload class named; a one-line usage error when there is none. */
  static Workload instantiateWorkload(String className, ClassLoader classLoader) {
    try {
      Class<?> cls = Class.forName(className, true, classLoader);
      if (!Workload.class.isAssignableFrom(cls)) {
        throw new UsageException("workload=" + className + ": not a subclass of site.ycsb.Workload");
      }
      return (Workload) cls.getConstructor().newInstance();
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageException("workload=" + className + ": no such class on the class path");
    } catch (ReflectiveOperationException e) {
      throw new UsageException("workload=" + className + ": cannot be instantiated (" + ThrowableText.oneLine(e) + ")");
    }
  }
}
