package site.ycsb.prometheus;

import java.util.List;

/**
 * The metric families the endpoint serves (docs/live-metrics.md), named by Prometheus's rules:
 * base units ({@code _seconds}), {@code _total} for the counter (added by the exposition, as
 * {@code _info} is for the info metric), small bounded label sets.
 */
final class LiveMetricNames {
  static final String OPERATIONS = "ycsb_operations";
  static final String LATENCY = "ycsb_latency_seconds";
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

  /** Every family, as the registry knows them. */
  static final List<String> FAMILIES = List.of(OPERATIONS, LATENCY, THROUGHPUT, IN_FLIGHT, PHASE, WARMUP, TARGET,
      THREADS, ASYNC_INFLIGHT, EVENT_RUNNING, EVENT_START, EVENT_END, BUILD);

  private LiveMetricNames() {
  }
}
