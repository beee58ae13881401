package site.ycsb.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a step's bin/ycsb command starts: through the {@code bin/ycsb} script the study was started
 * with (it builds and finds the binding's module), or, embedded (tests, a harness), as a JVM on the
 * study's own class path, where the binding must already be.
 */
final class Launcher {
  private final Path script;
  private final List<String> java;

  private Launcher(Path script, List<String> java) {
    this.script = script;
    this.java = java;
  }

  /** Through bin/ycsb. */
  static Launcher script(Path binYcsb) {
    return new Launcher(binYcsb, null);
  }

  /** A JVM like this one, on its class path. */
  static Launcher sameJvm() {
    String bin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new Launcher(null, List.of(bin, "-cp",
        System.getProperty("java.class.path"), "site.ycsb.Client"));
  }

  /** The command: {@code bin/ycsb run aerospike ARGS} or its java equivalent. */
  List<String> command(String verb, String binding, List<String> args) {
    List<String> out = new ArrayList<>();
    if (script != null) {
      out.add(script.toString());
      out.add(verb);
      out.add(binding);
    } else {
      out.addAll(java);
      out.add(switch (verb) {
        case "load" -> "-load";
        case "run" -> "-t";
        case "calibrate" -> "-calibrate";
        default -> "-" + verb;
      });
      out.add("-db");
      out.add(binding);
    }
    out.addAll(args);
    return out;
  }
}
