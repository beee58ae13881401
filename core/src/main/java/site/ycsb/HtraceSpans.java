package site.ycsb;

import org.apache.htrace.core.TraceScope;
import org.apache.htrace.core.Tracer;

/**
 * Compatibility only: the htrace side of {@link DBWrapper}, kept in a class of its own: the JVM loads it (and htrace
 * with it) only when a wrapper is given a {@link Tracer}, so that a harness passing null needs no
 * htrace on its class path. Spans are named as upstream names them, {@code <binding class>#<call>}.
 */
final class HtraceSpans {
  /** An open span, ended when the call returns. */
  interface Span {
    void end();
  }

  private final Tracer tracer;
  private final String prefix;

  HtraceSpans(Tracer tracer, String bindingClassName) {
    this.tracer = tracer;
    this.prefix = bindingClassName + "#";
  }

  /** Names for each call, made once per wrapper so that a traced call builds no string. */
  String[] names(String... calls) {
    String[] names = new String[calls.length];
    for (int i = 0; i < calls.length; i++) {
      names[i] = prefix + calls[i];
    }
    return names;
  }

  Span open(String name) {
    TraceScope scope = tracer.newScope(name);
    return scope::close;
  }
}
