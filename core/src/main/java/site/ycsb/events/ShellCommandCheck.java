package site.ycsb.events;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.UsageException;

/**
 * Refuses, before a run, a user's shell command (a timed event, {@code calibrate.check}) whose
 * program the shell would not find: otherwise it would show up only as {@code exit=127} mid-run, or
 * after calibrate's first step. Only what can be told without running anything is checked: the
 * program word of each simple command ({@code a; b && c | d}), up to the first construct that could
 * change what a later word resolves to ({@code cd}, {@code PATH=}, a function, a compound command,
 * an expansion), after which nothing more is checked. The shell that runs the command
 * ({@code /bin/sh}) resolves the words, so builtins, paths and {@code PATH} count as it counts them.
 */
public final class ShellCommandCheck {
  private static final Set<String> RESERVED = Set.of("if", "then", "else", "elif", "fi", "do", "done", "case", "esac",
      "while", "until", "for", "in", "function", "select", "!", "{", "}", "[[", "]]", "time", "coproc");
  /** Builtins after which a later word may resolve differently (or only they know what runs). */
  private static final Set<String> CHANGES_RESOLUTION = Set.of("cd", "pushd", "popd", ".", "source", "export", "alias",
      "unalias", "hash", "set", "eval", "exec", "command", "builtin", "trap", "unset", "local", "readonly", "declare",
      "typeset");
  private static final long TIMEOUT_SECONDS = 10;

  private ShellCommandCheck() {
  }

  /**
   * Throws when the shell finds no program for a word of {@code command} that names one.
   *
   * @param what names the property or event in the message: {@code calibrate.check=<command>}
   */
  public static void requireResolvable(String what, String command) {
    String missing = firstUnresolved(programs(command));
    if (missing != null) {
      throw new UsageException(what + ": the shell finds no command '" + missing + "' (not a builtin, not on PATH,"
          + " not an executable file); expected a command that exists on this machine");
    }
  }

  /** The words of {@code command} that name the programs it runs, as far as they can be told. */
  static List<String> programs(String command) {
    Set<String> out = new LinkedHashSet<>();
    int i = 0;
    int n = command.length();
    boolean commandPosition = true;
    while (i < n) {
      char c = command.charAt(i);
      if (c == ' ' || c == '\t') {
        i++;
        continue;
      }
      if (c == ';' || c == '\n' || c == '|' || c == '&') {
        commandPosition = true;
        i++;
        continue;
      }
      if (c == '#' && commandPosition) {
        break;
      }
      int end = wordEnd(command, i);
      if (end < 0) {
        break; // an unbalanced quote or expansion: the shell will say so itself
      }
      String word = command.substring(i, end);
      i = end;
      if (!commandPosition) {
        if (word.startsWith("<<")) {
          break; // a here-document: its lines are not commands
        }
        continue;
      }
      if (isAssignment(word)) {
        if (word.startsWith("PATH=")) {
          break;
        }
        continue; // VAR=value cmd: the command follows
      }
      if (!isPlain(word) || RESERVED.contains(word) || command.startsWith("(", skipBlanks(command, i))) {
        break; // a compound command, an expansion, a function's definition
      }
      out.add(word);
      if (CHANGES_RESOLUTION.contains(word)) {
        break;
      }
      commandPosition = false;
    }
    return new ArrayList<>(out);
  }

  private static int skipBlanks(String s, int i) {
    while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  /** Where the word starting at {@code i} ends: quotes, escapes and $(...), `...`, ${...} kept inside it. */
  private static int wordEnd(String s, int start) {
    int n = s.length();
    int i = start;
    while (i < n) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '|') {
        return i;
      }
      if (c == '&') {
        // 2>&1, >&2: part of a redirection, not a separator
        if (i > 0 && (s.charAt(i - 1) == '>' || s.charAt(i - 1) == '<')) {
          i++;
          continue;
        }
        return i;
      }
      if (c == '\\') {
        i += 2;
      } else if (c == '\'') {
        int close = s.indexOf('\'', i + 1);
        if (close < 0) {
          return -1;
        }
        i = close + 1;
      } else if (c == '"') {
        i = closingDoubleQuote(s, i + 1);
        if (i < 0) {
          return -1;
        }
        i++;
      } else if (c == '`') {
        int close = s.indexOf('`', i + 1);
        if (close < 0) {
          return -1;
        }
        i = close + 1;
      } else if (c == '$' && i + 1 < n && (s.charAt(i + 1) == '(' || s.charAt(i + 1) == '{')) {
        i = closingBracket(s, i + 1);
        if (i < 0) {
          return -1;
        }
        i++;
      } else if (c == '(' || c == ')') {
        return i == start ? i + 1 : i; // a subshell, a function: a word of its own, never plain
      } else {
        i++;
      }
    }
    return Math.min(i, n);
  }

  private static int closingDoubleQuote(String s, int i) {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == '"') {
        return i;
      } else {
        i++;
      }
    }
    return -1;
  }

  private static int closingBracket(String s, int open) {
    char o = s.charAt(open);
    char close = o == '(' ? ')' : '}';
    int depth = 0;
    for (int i = open; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '\'') {
        int q = s.indexOf('\'', i + 1);
        if (q < 0) {
          return -1;
        }
        i = q;
      } else if (c == o) {
        depth++;
      } else if (c == close && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isAssignment(String word) {
    return word.matches("[A-Za-z_][A-Za-z0-9_]*=.*");
  }

  /** A literal word: no quote, expansion, glob, redirection or grouping the shell would change. */
  private static boolean isPlain(String word) {
    return word.matches("[A-Za-z0-9_./+:@%,~\\[\\]-]+") && !word.startsWith("~");
  }

  /** The first word the shell resolves to nothing, or null (also when the check itself cannot run). */
  private static String firstUnresolved(List<String> words) {
    if (words.isEmpty()) {
      return null;
    }
    List<String> argv = new ArrayList<>(List.of("/bin/sh", "-c",
        "for w; do command -v -- \"$w\" >/dev/null 2>&1 || { printf '%s\\n' \"$w\"; exit 1; }; done", "sh"));
    argv.addAll(words);
    try {
      Process p = new ProcessBuilder(argv).redirectErrorStream(true)
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return null;
      }
      String missing = new String(out, StandardCharsets.UTF_8).strip();
      return p.exitValue() == 1 && !missing.isEmpty() ? missing : null;
    } catch (IOException e) {
      return null; // no /bin/sh to ask: the command's own run will say what is wrong
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
