package site.ycsb.study;

import java.util.List;
import java.util.Map;

/**
 * A run step for N clients as a Kubernetes Indexed Job (docs/several-clients.md), written into the
 * step's folder, never applied: a ConfigMap with the step's resolved properties and a Job whose pod i
 * runs {@code bin/ycsb <verb> <binding> -P /study/step.properties -p client.index=i}.
 */
final class JobManifest {
  private JobManifest() {
  }

  static String render(String name, String verb, String binding, int clients, Map<String, String> properties) {
    StringBuilder sb = new StringBuilder();
    sb.append("# Rendered by bin/ycsb study, not applied: kubectl apply -f job.yaml\n");
    sb.append("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ").append(name).append("\ndata:\n");
    sb.append("  step.properties: |\n");
    properties.forEach((k, v) -> {
      if (!k.equals("results.dir") && !k.equals("exportfile")) {
        sb.append("    ").append(k).append('=').append(v).append('\n');
      }
    });
    sb.append("---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: ").append(name).append('\n');
    sb.append("spec:\n  completionMode: Indexed\n  completions: ").append(clients).append("\n  parallelism: ")
        .append(clients).append("\n  backoffLimit: 0\n  template:\n    spec:\n      restartPolicy: Never\n");
    sb.append("      containers:\n        - name: ycsb\n          image: ycsb:1.0.0-SNAPSHOT\n");
    sb.append("          env:\n            - name: CLIENT_INDEX\n              valueFrom:\n                fieldRef:\n");
    sb.append("                  fieldPath: metadata.annotations['batch.kubernetes.io/job-completion-index']\n");
    sb.append("          args:\n");
    for (String a : List.of(verb, binding, "-P", "/study/step.properties", "-p", "client.count=" + clients, "-p",
        "client.index=$(CLIENT_INDEX)", "-p", "hdrhistogram.output.path=/results/", "-p",
        "exportfile=/results/report-client$(CLIENT_INDEX).txt")) {
      sb.append("            - \"").append(a).append("\"\n");
    }
    sb.append("          volumeMounts:\n            - name: study\n              mountPath: /study\n");
    sb.append("            - name: results\n              mountPath: /results\n");
    sb.append("      volumes:\n        - name: study\n          configMap:\n            name: ").append(name)
        .append("\n        - name: results\n          persistentVolumeClaim:\n            claimName: ycsb-results\n");
    return sb.toString();
  }
}
