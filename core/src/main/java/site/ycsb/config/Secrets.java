package site.ycsb.cli;

import java.util.Locale;
import java.util.Set;

/** Decides which property values are secret and masks them in anything printed. */
final class Secrets {
  private final Set<String> declaredSecret;

  Secrets(Set<String> declaredSecret) {
    this.declaredSecret = declaredSecret;
  }

  boolean isSecret(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    return declaredSecret.contains(key) || k.contains("password") || k.contains("secret") || k.contains("passphrase");
  }

  /** The command line with the value of every {@code -p secret=...} replaced by ****. */
  String maskCommandLine(String[] args) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (i > 0 && "-p".equals(args[i - 1])) {
        int eq = a.indexOf('=');
        if (eq > 0 && isSecret(a.substring(0, eq).trim())) {
          a = a.substring(0, eq + 1) + "****";
        }
      }
      sb.append(i == 0 ? "" : " ").append(a);
    }
    return sb.toString();
  }
}
