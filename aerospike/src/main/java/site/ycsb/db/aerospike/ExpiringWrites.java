package site.ycsb.db.aerospike;

import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Info;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.policy.WritePolicy;
import site.ycsb.config.Settings;
import site.ycsb.options.WorkloadOptions;

/**
 * Record expiration for the workload's {@code ttl}: the write policies that carry it, and the
 * server setting without which a namespace refuses it. A server whose namespace has
 * {@code nsup-period 0} (the default) and not {@code allow-ttl-without-nsup true} fails every write
 * with a time to live with FAIL_FORBIDDEN (result code 22).
 */
public final class ExpiringWrites {
  private ExpiringWrites() {
  }

  /**
   * {@code base} with the expiration of a write that lives {@code ttlSeconds} (0: never, which
   * Aerospike spells -1; its own 0 would be the namespace's default-ttl). The last one made is
   * kept, so a constant ttl makes no policy per write; the policies are never changed once made,
   * so the asynchronous commands that hold one are safe.
   */
  public static final class Policies {
    private final WritePolicy base;
    private volatile WritePolicy last;

    public Policies(WritePolicy base) {
      this.base = base;
    }

    public WritePolicy with(int ttlSeconds) {
      int expiration = ttlSeconds == 0 ? -1 : ttlSeconds;
      WritePolicy p = last;
      if (p == null || p.expiration != expiration) {
        p = new WritePolicy(base);
        p.expiration = expiration;
        last = p;
      }
      return p;
    }
  }

  /** Whether the run's workload writes with a time to live (CoreWorkload's ttl options). */
  public static boolean asked(Settings settings) {
    return settings.get(WorkloadOptions.TTL) > 0 || !"constant".equals(settings.get(WorkloadOptions.TTL_DISTRIBUTION));
  }

  /**
   * Why {@code namespace} will refuse writes with a time to live, or null when it will take them or
   * the server cannot be asked (the writes' FORBIDDEN then says so).
   */
  public static String refusal(IAerospikeClient client, String namespace) {
    String config;
    try {
      Node[] nodes = client.getNodes();
      if (nodes == null || nodes.length == 0) {
        return null;
      }
      config = Info.request(null, nodes[0], "namespace/" + namespace);
    } catch (RuntimeException e) {
      return null;
    }
    return refusal(config, namespace);
  }

  /** The refusal the namespace's info answer ({@code key=value;...}) implies, or null. */
  static String refusal(String namespaceInfo, String namespace) {
    if (namespaceInfo == null) {
      return null;
    }
    String nsupPeriod = null;
    String allowWithoutNsup = null;
    for (String field : namespaceInfo.strip().split(";")) {
      if (field.startsWith("nsup-period=")) {
        nsupPeriod = field.substring("nsup-period=".length());
      } else if (field.startsWith("allow-ttl-without-nsup=")) {
        allowWithoutNsup = field.substring("allow-ttl-without-nsup=".length());
      }
    }
    if (!"0".equals(nsupPeriod) || "true".equals(allowWithoutNsup)) {
      return null;
    }
    return message(namespace);
  }

  /** The one line that names the server setting. */
  public static String message(String namespace) {
    return "ttl: the Aerospike namespace " + namespace + " refuses records that expire (its nsup-period is 0);"
        + " expected nsup-period > 0 in the namespace's configuration (e.g. asinfo -v"
        + " 'set-config:context=namespace;id=" + namespace + ";nsup-period=120'), allow-ttl-without-nsup true,"
        + " or ttl=0";
  }
}
