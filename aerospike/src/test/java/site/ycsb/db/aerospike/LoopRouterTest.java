package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.async.EventLoop;
import com.aerospike.client.async.EventPolicy;
import com.aerospike.client.async.NioEventLoops;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Each loop runs at most its share of a client thread's commands, and a loop thread keeps its own commands. */
class LoopRouterTest {
  private final NioEventLoops loops = new NioEventLoops(new EventPolicy(), 3, true, "router-test");

  @AfterEach
  void close() {
    loops.close();
  }

  @Test
  void aThreadsCommandsAreSpreadSoNoLoopRunsMoreThanCeilOfInflightOverLoops() {
    LoopRouter router = new LoopRouter(loops, 7); // 3 loops: at most 3 each
    List<EventLoop> taken = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      taken.add(router.acquire());
    }
    for (int l = 0; l < 3; l++) {
      assertThat(router.running(l)).isBetween(2, 3);
    }

    // whichever commands finish, the next ones go where there is room, never past the share
    for (int round = 0; round < 100; round++) {
      EventLoop done = taken.remove(round * 7 % taken.size());
      router.release(done);
      taken.add(router.acquire());
      for (int l = 0; l < 3; l++) {
        assertThat(router.running(l)).isLessThanOrEqualTo(3);
      }
    }
  }

  @Test
  void aCommandStartedOnAnEventLoopThreadStaysOnThatLoopWhileItsShareAllows() throws Exception {
    LoopRouter router = new LoopRouter(loops, 6); // share 2
    EventLoop second = loops.get(1);
    CompletableFuture<List<Integer>> chosen = new CompletableFuture<>();
    second.execute(() -> {
      List<Integer> indexes = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        indexes.add(router.acquire().getIndex());
      }
      chosen.complete(indexes);
    });
    List<Integer> indexes = chosen.get(10, TimeUnit.SECONDS);
    assertThat(indexes.subList(0, 2)).containsOnly(1);
    assertThat(indexes.get(2)).as("its share used up: another loop").isNotEqualTo(1);
  }

  @Test
  void theShareIsCeilOfInflightOverLoopsAndAtLeastOne() {
    assertThat(LoopRouter.shareOf(64, 2)).isEqualTo(32);
    assertThat(LoopRouter.shareOf(65, 2)).isEqualTo(33);
    assertThat(LoopRouter.shareOf(1, 4)).isEqualTo(1);
    assertThat(LoopRouter.shareOf(0, 4)).isEqualTo(1);
  }
}
