package site.ycsb.measurements;

import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.ClientLine;

/**
 * One interval of the client's own figures: its {@code #[client ...]} line and its hiccups
 * (microseconds the sampler woke late), logged under {@link ClientLine#HICCUP_TAG}.
 */
public record ClientInterval(ClientLine line, Histogram hiccups) {
}
