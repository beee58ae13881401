/**
 * The command line: arguments, {@code -P}/{@code -p}, exit codes, signals, a command's phases and their
 * reports, the shell, {@code merge}, {@code report} and {@code calibrate}. The top of core: it may import
 * every package; nothing in core imports it but site.ycsb's {@code Client} and {@code CommandLine}.
 */
package site.ycsb.cli;
