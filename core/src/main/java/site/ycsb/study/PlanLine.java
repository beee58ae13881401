package site.ycsb.study;

/**
 * One {@code key = value} line of a plan, with where it stands, so that every error names the line.
 *
 * @param number the line's number, from 1
 * @param key the key, trimmed
 * @param value the value, trimmed (may be empty)
 */
record PlanLine(int number, String key, String value) {
}
