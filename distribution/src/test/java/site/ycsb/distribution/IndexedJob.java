package site.ycsb.distribution;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.Yaml;

/**
 * The Indexed Job of {@code kubernetes/ycsb-job.yaml} as Kubernetes would make its pods, for a
 * rehearsal with Docker: for completion index i, the container's command, arguments and
 * environment, with {@code $(VAR)} references expanded as the kubelet expands them, and its volume
 * mounts. Only what the rehearsal can honour is accepted; anything else in the container spec that
 * would change what runs (an environment source, a volume kind it does not know) fails here rather
 * than being left out quietly.
 */
final class IndexedJob {
  /** The annotation Kubernetes sets on an Indexed Job's pod to its completion index. */
  static final String INDEX_FIELD = "metadata.annotations['batch.kubernetes.io/job-completion-index']";
  private static final Pattern REFERENCE = Pattern.compile("\\$\\$|\\$\\(([A-Za-z_][A-Za-z0-9_.-]*)\\)");

  private final Map<String, Object> job;

  private IndexedJob(Map<String, Object> job) {
    this.job = job;
  }

  @SuppressWarnings("unchecked")
  static IndexedJob read(Path manifest) throws IOException {
    try (InputStream in = Files.newInputStream(manifest)) {
      return new IndexedJob((Map<String, Object>) new Yaml().load(in));
    }
  }

  /** A volume of the pod: a ConfigMap's keys as files, or a persistent volume claim. */
  record Volume(String name, String configMap, String claim) {
  }

  /** Where a container mounts a volume. */
  record Mount(Volume volume, String path, boolean readOnly) {
  }

  /** Pod i's one container, as the kubelet starts it. */
  record Container(String image, List<String> command, List<String> args, Map<String, String> env,
      List<Mount> mounts, String memoryLimit, String cpuLimit) {
    /** The same container with another first argument (the Job's load phase is the job with {@code load} for {@code run}). */
    Container withVerb(String verb) {
      List<String> changed = new ArrayList<>(args);
      changed.set(0, verb);
      return new Container(image, command, changed, env, mounts, memoryLimit, cpuLimit);
    }
  }

  private Map<String, Object> spec() {
    return map(job, "spec");
  }

  int completions() {
    return ((Number) spec().get("completions")).intValue();
  }

  int parallelism() {
    return ((Number) spec().getOrDefault("parallelism", 1)).intValue();
  }

  String completionMode() {
    return String.valueOf(spec().get("completionMode"));
  }

  private Map<String, Object> podSpec() {
    return map(map(spec(), "template"), "spec");
  }

  /**
   * Pod {@code index}'s container; {@code configMaps} holds each ConfigMap the pod refers to, by
   * name, as key -> value.
   */
  @SuppressWarnings("unchecked")
  Container pod(int index, Map<String, Map<String, String>> configMaps) {
    List<Map<String, Object>> containers = (List<Map<String, Object>>) podSpec().get("containers");
    if (containers == null || containers.size() != 1) {
      throw new IllegalStateException("the rehearsal runs pods of one container; the Job has " + containers);
    }
    Map<String, Object> c = containers.get(0);
    Map<String, String> env = new LinkedHashMap<>();
    env.put("JOB_COMPLETION_INDEX", Integer.toString(index)); // set by Kubernetes for Indexed Jobs
    for (Map<String, Object> e : (List<Map<String, Object>>) c.getOrDefault("env", List.of())) {
      String name = (String) e.get("name");
      env.put(name, e.containsKey("value") ? expand(String.valueOf(e.get("value")), env)
          : valueFrom(name, map(e, "valueFrom"), index, configMaps));
    }
    Map<String, Volume> volumes = new LinkedHashMap<>();
    for (Map<String, Object> v : (List<Map<String, Object>>) podSpec().getOrDefault("volumes", List.of())) {
      String name = (String) v.get("name");
      if (v.containsKey("configMap")) {
        volumes.put(name, new Volume(name, (String) map(v, "configMap").get("name"), null));
      } else if (v.containsKey("persistentVolumeClaim")) {
        volumes.put(name, new Volume(name, null, (String) map(v, "persistentVolumeClaim").get("claimName")));
      } else {
        throw new IllegalStateException("volume " + name + ": the rehearsal knows configMap and persistentVolumeClaim");
      }
    }
    List<Mount> mounts = new ArrayList<>();
    for (Map<String, Object> m : (List<Map<String, Object>>) c.getOrDefault("volumeMounts", List.of())) {
      Volume volume = volumes.get((String) m.get("name"));
      if (volume == null) {
        throw new IllegalStateException("volumeMount " + m.get("name") + ": no such volume in the pod");
      }
      if (m.containsKey("subPath")) {
        throw new IllegalStateException("volumeMount " + m.get("name") + ": subPath is not rehearsed");
      }
      mounts.add(new Mount(volume, (String) m.get("mountPath"), Boolean.TRUE.equals(m.get("readOnly"))));
    }
    Map<String, Object> limits = c.containsKey("resources")
        ? (Map<String, Object>) map(c, "resources").getOrDefault("limits", Map.of()) : Map.of();
    return new Container((String) c.get("image"), strings(c.get("command"), env), strings(c.get("args"), env), env,
        mounts, limits.containsKey("memory") ? String.valueOf(limits.get("memory")) : null,
        limits.containsKey("cpu") ? String.valueOf(limits.get("cpu")) : null);
  }

  private static String valueFrom(String name, Map<String, Object> from, int index,
      Map<String, Map<String, String>> configMaps) {
    if (from.containsKey("fieldRef")) {
      String field = String.valueOf(map(from, "fieldRef").get("fieldPath"));
      if (field.equals(INDEX_FIELD)) {
        return Integer.toString(index);
      }
      throw new IllegalStateException("env " + name + ": fieldRef " + field + " is not rehearsed");
    }
    if (from.containsKey("configMapKeyRef")) {
      Map<String, Object> ref = map(from, "configMapKeyRef");
      Map<String, String> configMap = configMaps.get(String.valueOf(ref.get("name")));
      String value = configMap == null ? null : configMap.get(String.valueOf(ref.get("key")));
      if (value == null && !Boolean.TRUE.equals(ref.get("optional"))) {
        // the kubelet would not start the pod (CreateContainerConfigError)
        throw new IllegalStateException("env " + name + ": no key " + ref.get("key") + " in ConfigMap " + ref.get("name"));
      }
      return value == null ? "" : value;
    }
    throw new IllegalStateException("env " + name + ": valueFrom " + from.keySet() + " is not rehearsed");
  }

  @SuppressWarnings("unchecked")
  private static List<String> strings(Object list, Map<String, String> env) {
    if (list == null) {
      return null;
    }
    return ((List<Object>) list).stream().map(a -> expand(String.valueOf(a), env)).toList();
  }

  /** $(VAR) becomes VAR's value when VAR is defined, else stays as written; $$ is a literal $. */
  static String expand(String s, Map<String, String> env) {
    Matcher m = REFERENCE.matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String replacement = m.group().equals("$$") ? "$" : env.getOrDefault(m.group(1), m.group());
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Map<String, Object> parent, String key) {
    Object value = parent.get(key);
    if (!(value instanceof Map)) {
      throw new IllegalStateException("the manifest has no " + key + " where the rehearsal expects one");
    }
    return (Map<String, Object>) value;
  }
}
