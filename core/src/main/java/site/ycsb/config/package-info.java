/**
 * The options' machinery ({@link site.ycsb.config.Option}: one option declared once; {@link
 * site.ycsb.config.Settings}: a phase's options resolved once and read typed; the one-line errors of
 * {@link site.ycsb.config.Props}) and the files every part writes. The bottom of core: it imports
 * nothing of core and every package may import it; the declarations themselves live one layer up, in
 * {@code site.ycsb.options}.
 */
package site.ycsb.config;
