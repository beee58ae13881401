/** Number generators: the distributions keys, field lengths, scan lengths and operations are drawn from. */
package site.ycsb.generator;
