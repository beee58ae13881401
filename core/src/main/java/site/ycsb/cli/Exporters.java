package site.ycsb.cli;

import java.io.OutputStream;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** Creates the exporter named by {@code exporter}: a short name or a class with an (OutputStream) constructor. */
final class Exporters {
  private Exporters() {
  }

  static boolean isText(String name) {
    return "text".equals(name) || "site.ycsb.measurements.exporter.TextMeasurementsExporter".equals(name);
  }

  /** Fails with a one-line usage error when {@code name} does not name a usable exporter. */
  static void check(String name) {
    try {
      create(name, OutputStream.nullOutputStream()).close();
    } catch (java.io.IOException e) {
      // closing an exporter over a null stream has nothing to fail on
    }
  }

  static MeasurementsExporter create(String name, OutputStream out) {
    String cls;
    switch (name) {
      case "text":
        cls = "site.ycsb.measurements.exporter.TextMeasurementsExporter";
        break;
      case "json":
        cls = "site.ycsb.measurements.exporter.JSONMeasurementsExporter";
        break;
      case "jsonarray":
        cls = "site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter";
        break;
      default:
        cls = name;
    }
    try {
      Class<?> c = Class.forName(cls, true, Exporters.class.getClassLoader());
      if (!MeasurementsExporter.class.isAssignableFrom(c)) {
        throw new UsageException("exporter=" + name + ": not a site.ycsb.measurements.exporter.MeasurementsExporter");
      }
      return (MeasurementsExporter) c.getConstructor(OutputStream.class).newInstance(out);
    } catch (ClassNotFoundException e) {
      throw new UsageException("exporter=" + name + ": no such exporter (text, json, jsonarray, or a class name)");
    } catch (ReflectiveOperationException e) {
      throw new UsageException("exporter=" + name + ": needs a public constructor taking an OutputStream");
    }
  }
}
