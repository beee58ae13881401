package site.ycsb.config;

import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/** Decides which property values are secret and masks them in anything printed or logged. */
public final class Secrets {
  public static final String MASK = "****";
  private final Set<String> declaredSecret;

  /** @param declaredSecret names the bindings declare secret, besides any name that says password or secret */
  public Secrets(Set<String> declaredSecret) {
    this.declaredSecret = Set.copyOf(declaredSecret);
  }

  public boolean isSecret(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    return declaredSecret.contains(key) || k.contains("password") || k.contains("secret") || k.contains("passphrase");
  }

  /** The command line with the value of every {@code -p secret=...} replaced by ****. */
  public String maskCommandLine(String[] args) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (i > 0 && "-p".equals(args[i - 1])) {
        int eq = a.indexOf('=');
        if (eq > 0 && isSecret(a.substring(0, eq).trim())) {
          a = a.substring(0, eq + 1) + MASK;
        }
      }
      sb.append(i == 0 ? "" : " ").append(a);
    }
    return sb.toString();
  }

  /** Every string property, sorted by key, secrets masked. */
  public Map<String, String> masked(Properties props) {
    Map<String, String> out = new TreeMap<>();
    for (String key : props.stringPropertyNames()) {
      out.put(key, isSecret(key) ? MASK : props.getProperty(key));
    }
    return out;
  }
}
