package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Option;

/**
 * Options only upstream's compatibility classes read, for a harness that drives them itself; the
 * command line never does, so they are in no group: {@code --help} does not list them and the
 * unknown-property warning rightly names them.
 */
public final class UpstreamOptions {
  public static final Option<Boolean> SPIN_SLEEP = Option.flag("spin.sleep", false)
      .describe("site.ycsb.ClientThread: spin instead of sleeping between throttled operations.");

  /** Every option here, for the registry's checks. */
  public static final List<Option<?>> ALL = List.of(SPIN_SLEEP);

  private UpstreamOptions() {
  }
}
