package site.ycsb.db.aerospike;

import com.aerospike.client.async.EventLoop;
import com.aerospike.client.async.EventLoops;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * Chooses the event loop of each asynchronous command of one client thread (one binding instance).
 * The client divides a node's asynchronous connections evenly among its loops, and a command beyond
 * its loop's share fails on the client ({@code NO_MORE_CONNECTIONS}); handing commands to the loops
 * in turn let a slower loop collect more than its share. Here each loop runs at most
 * {@code ceil(inflight / loops)} of this thread's commands, so the pool sized by
 * {@link ConnectionDemand#connectionsPerNode} always has a connection for them. A command started on
 * an event loop thread (the engine starts the next operation where the last one completed) stays on
 * that loop while its share allows: no hand-off to another thread, no wake-up.
 */
public final class LoopRouter {
  private final EventLoop[] loops;
  private final AtomicIntegerArray running;
  private final int share;
  private int next; // where the search for a loop with room starts; a hint, so a stale value is harmless

  /** A router for one client thread with {@code inFlight} commands at most. */
  public LoopRouter(EventLoops loops, int inFlight) {
    this.loops = loops.getArray();
    this.running = new AtomicIntegerArray(this.loops.length);
    this.share = shareOf(inFlight, this.loops.length);
  }

  /** The most commands of one client thread that one of {@code loops} event loops runs. */
  static int shareOf(int inFlight, int loops) {
    return Math.max(1, (Math.max(1, inFlight) + loops - 1) / loops);
  }

  /** A loop with room for one more command of this thread, taken until {@link #release}. */
  public EventLoop acquire() {
    for (EventLoop loop : loops) {
      if (loop.inEventLoop()) {
        if (tryTake(loop.getIndex())) {
          return loop;
        }
        break;
      }
    }
    int start = next;
    for (int i = 0; i < loops.length; i++) {
      int index = (start + i) % loops.length;
      if (tryTake(index)) {
        next = index + 1 == loops.length ? 0 : index + 1;
        return loops[index];
      }
    }
    // more commands than async.inflight (a caller outside the engine): the client's pool decides
    running.incrementAndGet(start % loops.length);
    return loops[start % loops.length];
  }

  /** Gives back the room taken by {@link #acquire} for a command that has finished. */
  public void release(EventLoop loop) {
    running.decrementAndGet(loop.getIndex());
  }

  /** Commands of this thread running on the loop at {@code index}, for tests. */
  int running(int index) {
    return running.get(index);
  }

  private boolean tryTake(int index) {
    for (int n = running.get(index); n < share; n = running.get(index)) {
      if (running.compareAndSet(index, n, n + 1)) {
        return true;
      }
    }
    return false;
  }
}
