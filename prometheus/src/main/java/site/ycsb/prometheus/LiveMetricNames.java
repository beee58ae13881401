package site.ycsb.prometheus;

import java.util.List;

/**
 * The metric families the endpoint serves (docs/live-metrics.md), named by Prometheus's rules:
 * base units ({@code _seconds}), {@code _total} for the counter (added by the exposition, as
 * {@code _info} is for the info metric), small bounded label sets.
 */
final class LiveMetricNames {
  /** Workload operations, as -target paces them and Throughput(ops/sec) counts them. */
  static final String OPERATIONS = "ycsb_operations";
  /** Single database calls (READ ... DELETE), those inside a READ-MODIFY-WRITE too: the report's TOTAL. */
  static final String CALLS = "ycsb_database_calls";
  /** Results of what is not a single database call: READ-MODIFY-WRITE, VERIFY, CLEANUP, a binding's own. */
  static final String OTHER_RESULTS = "ycsb_other_results";
  /** Validated reads by class (validation=true): the report's [VALIDATION] lines. */
  static final String VALIDATION_READS = "ycsb_validation_reads";
  static final String CALL_LATENCY = "ycsb_database_call_latency_seconds";
  static final String OTHER_LATENCY = "ycsb_other_latency_seconds";
  static final String INTENDED_CALL_LATENCY = "ycsb_intended_database_call_latency_seconds";
  static final String INTENDED_OTHER_LATENCY = "ycsb_intended_other_latency_seconds";
  static final String THROUGHPUT = "ycsb_throughput_operations_per_second";
  static final String IN_FLIGHT = "ycsb_operations_in_flight";
  static final String PHASE = "ycsb_phase";
  static final String WARMUP = "ycsb_warmup_active";
  static final String TARGET = "ycsb_target_operations_per_second";
  static final String THREADS = "ycsb_threads";
  static final String ASYNC_INFLIGHT = "ycsb_async_inflight_per_thread";
  static final String EVENT_RUNNING = "ycsb_event_running";
  static final String EVENT_START = "ycsb_event_start_time_seconds";
  static final String EVENT_END = "ycsb_event_end_time_seconds";
  static final String BUILD = "ycsb_build";
  /** The client's own figures (ClientGauges). */
  static final String CLIENT_CPU = "ycsb_client_cpu_seconds";
  static final String CLIENT_GC_PAUSE = "ycsb_client_gc_pause_seconds";
  static final String CLIENT_GC_PAUSES = "ycsb_client_gc_pauses";
  static final String CLIENT_CPU_UTILIZATION = "ycsb_client_cpu_utilization_ratio";
  static final String CLIENT_GC_PAUSE_MAX = "ycsb_client_gc_pause_max_seconds";
  static final String CLIENT_HICCUP_P99 = "ycsb_client_hiccup_p99_seconds";
  static final String CLIENT_HICCUP_MAX = "ycsb_client_hiccup_max_seconds";
  static final String CLIENT_SATURATED = "ycsb_client_saturated";

  /** Every family, as the registry knows them. */
  static final List<String> FAMILIES = List.of(OPERATIONS, CALLS, OTHER_RESULTS, VALIDATION_READS, CALL_LATENCY,
      OTHER_LATENCY, INTENDED_CALL_LATENCY, INTENDED_OTHER_LATENCY, THROUGHPUT, IN_FLIGHT, PHASE, WARMUP, TARGET,
      THREADS, ASYNC_INFLIGHT, EVENT_RUNNING, EVENT_START, EVENT_END, BUILD, CLIENT_CPU, CLIENT_GC_PAUSE,
      CLIENT_GC_PAUSES, CLIENT_CPU_UTILIZATION, CLIENT_GC_PAUSE_MAX, CLIENT_HICCUP_P99, CLIENT_HICCUP_MAX,
      CLIENT_SATURATED);

  private LiveMetricNames() {
  }
}
