/**
 * Every option of core, declared once ({@link site.ycsb.config.Option}): one class per part of the
 * tool that reads them, and {@link site.ycsb.options.CoreOptions} listing them for {@code --help},
 * the documentation's tables and the unknown-property warning. Imports only {@code site.ycsb.config}:
 * every package above may read an option, none below needs one.
 */
package site.ycsb.options;
