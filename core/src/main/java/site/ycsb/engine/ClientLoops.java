package site.ycsb.engine;

import java.util.List;

/** Figures summed over a phase's client threads. */
final class ClientLoops {
  private ClientLoops() {
  }

  static long inFlight(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.inFlight();
    }
    return n;
  }

  /** Slots or threads busy now (ClientLoop#busy); by index, since the hiccup sampler asks every 10 ms. */
  static long busy(List<ClientLoop> workers) {
    long n = 0;
    for (int i = 0; i < workers.size(); i++) {
      n += workers.get(i).busy();
    }
    return n;
  }

  static long capacity(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.capacity();
    }
    return n;
  }

  static long sumSkipped(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.skippedOperations();
    }
    return n;
  }

  static long sumDone(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.operationsDone();
    }
    return n;
  }
}
