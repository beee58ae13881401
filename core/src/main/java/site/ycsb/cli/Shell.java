package site.ycsb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.config.Settings;
import site.ycsb.engine.DbLoader;
import site.ycsb.options.RunOptions;
import site.ycsb.workloads.CoreWorkload;

/**
 * An interactive shell over one binding, for trying a connection by hand: {@code read key [field..]},
 * {@code insert key f=v ..}, {@code update key f=v ..}, {@code delete key}, {@code scan key n}, {@code quit}.
 */
public final class Shell {
  private final Properties props;
  private final DbLoader loader;
  private final PrintStream out;
  private final PrintStream err;

  Shell(Properties props, DbLoader loader, PrintStream out, PrintStream err) {
    this.props = props;
    this.loader = loader;
    this.out = out;
    this.err = err;
  }

  int run(InputStream in) throws DBException {
    DB db;
    try {
      db = loader.factory(Settings.of(props).get(RunOptions.DB)).create();
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new DBException(e.getMessage(), e);
    }
    db.setProperties(props);
    db.init();
    String table = props.getProperty(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      out.println("Connected. Commands: read, insert, update, delete, scan, table, help, quit");
      String line;
      while ((line = prompt(r)) != null) {
        String[] w = line.trim().split("\\s+");
        if (w[0].isEmpty()) {
          continue;
        }
        if (w[0].equals("quit") || w[0].equals("exit")) {
          break;
        }
        try {
          table = execute(db, table, w);
        } catch (RuntimeException e) {
          err.println("Error: " + e.getMessage());
        }
      }
    } catch (IOException e) {
      err.println("Error: " + e.getMessage());
    } finally {
      db.cleanup();
    }
    return ClientMain.EXIT_OK;
  }

  private String prompt(BufferedReader r) throws IOException {
    out.print("> ");
    out.flush();
    return r.readLine();
  }

  private String execute(DB db, String table, String[] w) {
    switch (w[0]) {
      case "help":
        printCommands(out, table);
        return table;
      case "table":
        if (w.length > 1) {
          table = w[1];
        }
        out.println("table: " + table);
        return table;
      case "read": {
        need(w, 2, "read key [field ...]");
        Set<String> fields = w.length > 2 ? new LinkedHashSet<>(java.util.Arrays.asList(w).subList(2, w.length)) : null;
        Map<String, ByteIterator> result = new HashMap<>();
        print(db.read(table, w[1], fields, result));
        result.forEach((k, v) -> out.println("  " + k + "=" + v));
        return table;
      }
      case "insert":
      case "update": {
        need(w, 3, w[0] + " key field=value ...");
        Map<String, ByteIterator> values = new HashMap<>();
        for (int i = 2; i < w.length; i++) {
          int eq = w[i].indexOf('=');
          if (eq <= 0) {
            throw new IllegalArgumentException("expected field=value, got " + w[i]);
          }
          values.put(w[i].substring(0, eq), new StringByteIterator(w[i].substring(eq + 1)));
        }
        print(w[0].equals("insert") ? db.insert(table, w[1], values) : db.update(table, w[1], values));
        return table;
      }
      case "delete":
        need(w, 2, "delete key");
        print(db.delete(table, w[1]));
        return table;
      case "scan": {
        need(w, 3, "scan key count [field ...]");
        int count;
        try {
          count = Integer.parseInt(w[2]);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("scan: count '" + w[2] + "' is not a whole number; usage: scan key count");
        }
        Set<String> fields = w.length > 3 ? new LinkedHashSet<>(java.util.Arrays.asList(w).subList(3, w.length)) : null;
        Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
        print(db.scan(table, w[1], count, fields, rows));
        for (HashMap<String, ByteIterator> row : rows) {
          out.println("  " + StringByteIterator.getStringMap(row));
        }
        return table;
      }
      default:
        throw new IllegalArgumentException("unknown command '" + w[0] + "'; type help");
    }
  }

  /** The shell's commands, one a line (upstream's {@code CommandLine.help()} prints them too). */
  public static void printCommands(PrintStream out) {
    printCommands(out, null);
  }

  private static void printCommands(PrintStream out, String table) {
    out.println("  read key [field ...]          read a record (all fields, or the ones named)");
    out.println("  insert key field=value ...    insert a record");
    out.println("  update key field=value ...    update fields of a record");
    out.println("  delete key                    delete a record");
    out.println("  scan key count [field ...]    read count records from key on");
    out.println("  table [name]                  show or set the table" + (table == null ? "" : " (now: " + table + ")"));
    out.println("  quit                          leave the shell");
  }

  private static void need(String[] w, int n, String usage) {
    if (w.length < n) {
      throw new IllegalArgumentException("usage: " + usage);
    }
  }

  private void print(Status s) {
    out.println("Return: " + s.getName());
  }
}
