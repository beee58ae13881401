package site.ycsb.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Upstream's counting strings: fixed-length strings over a character set, in order, like an
 * odometer whose digits are the set's characters ({@code AA, AB, ..., Az, BA, ...} over the
 * default set A-Z, a-z). After the last string it rolls over to the first, or, with
 * {@link #setThrowExceptionOnRollover(boolean) throwExceptionOnRollover}, throws
 * {@link NoSuchElementException}. The time-series workload names its keys, tag keys and tag values
 * with it. Thread-safe (each draw takes the instance's lock; used at initialisation, not per
 * operation).
 *
 * <p>The character-type sets are immutable here (upstream's were mutable static sets).
 */
public class IncrementingPrintableStringGenerator extends Generator<String> {
  /** Upstream's default length. */
  public static final int DEFAULTSTRINGLENGTH = 8;

  /** Every {@link Character#getType(int) character type} but controls, formats, surrogates, private use, unassigned. */
  public static final Set<Integer> CHAR_TYPES_ALL_BUT_CONTROL = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.LETTER_NUMBER, (int) Character.OTHER_NUMBER,
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER, (int) Character.TITLECASE_LETTER,
      (int) Character.OTHER_LETTER, (int) Character.COMBINING_SPACING_MARK, (int) Character.NON_SPACING_MARK,
      (int) Character.ENCLOSING_MARK, (int) Character.CONNECTOR_PUNCTUATION, (int) Character.DASH_PUNCTUATION,
      (int) Character.START_PUNCTUATION, (int) Character.END_PUNCTUATION,
      (int) Character.INITIAL_QUOTE_PUNCTUATION, (int) Character.FINAL_QUOTE_PUNCTUATION,
      (int) Character.OTHER_PUNCTUATION, (int) Character.MATH_SYMBOL, (int) Character.CURRENCY_SYMBOL,
      (int) Character.MODIFIER_SYMBOL, (int) Character.OTHER_SYMBOL, (int) Character.SPACE_SEPARATOR,
      (int) Character.LINE_SEPARATOR, (int) Character.PARAGRAPH_SEPARATOR);

  /** Upper and lower case letters. */
  public static final Set<Integer> CHAR_TYPES_BASIC_ALPHA = Set.of(
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER);

  /** Decimal digits, upper and lower case letters. */
  public static final Set<Integer> CHAR_TYPES_BASIC_ALPHANUMERICS = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER);

  /** Every kind of number and letter. */
  public static final Set<Integer> CHAR_TYPE_EXTENDED_ALPHANUMERICS = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.LETTER_NUMBER, (int) Character.OTHER_NUMBER,
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER, (int) Character.TITLECASE_LETTER,
      (int) Character.MODIFIER_LETTER, (int) Character.OTHER_LETTER);

  private final int[] characterSet;
  private final int[] indices;
  private final int length;
  private String lastValue;
  private boolean throwExceptionOnRollover;
  private boolean hasRolledOver;

  /** Strings of {@link #DEFAULTSTRINGLENGTH} letters (A-Z, a-z). */
  public IncrementingPrintableStringGenerator() {
    this(DEFAULTSTRINGLENGTH, printableBasicAlphaASCIISet());
  }

  /** Strings of {@code length} letters (A-Z, a-z). */
  public IncrementingPrintableStringGenerator(int length) {
    this(length, printableBasicAlphaASCIISet());
  }

  /** Strings of {@code length} code points from {@code characterSet}, in the set's order. */
  public IncrementingPrintableStringGenerator(int length, int[] characterSet) {
    if (length < 1) {
      throw new IllegalArgumentException("Length must be greater than or equal to 1, got " + length);
    }
    if (characterSet == null || characterSet.length < 1) {
      throw new IllegalArgumentException("Character set must have at least one character");
    }
    this.length = length;
    this.characterSet = characterSet.clone();
    this.indices = new int[length];
  }

  @Override
  public synchronized String nextValue() {
    if (hasRolledOver && throwExceptionOnRollover) {
      throw new NoSuchElementException("The generator has rolled over to the beginning");
    }
    StringBuilder b = new StringBuilder(length);
    for (int index : indices) {
      b.appendCodePoint(characterSet[index]);
    }
    // Advance the odometer: the rightmost digit that is not at its last character goes up by
    // one, every digit right of it returns to the first character.
    int i = length - 1;
    while (i >= 0 && indices[i] == characterSet.length - 1) {
      indices[i--] = 0;
    }
    if (i < 0) {
      hasRolledOver = true; // every digit wrapped: the next string is the first again
    } else {
      indices[i]++;
    }
    lastValue = b.toString();
    return lastValue;
  }

  /** The string the last {@link #nextValue()} returned, or null before the first. */
  @Override
  public synchronized String lastValue() {
    return lastValue;
  }

  /** Whether {@link #nextValue()} throws instead of starting over once every string was returned. */
  public synchronized void setThrowExceptionOnRollover(boolean exceptionOnRollover) {
    this.throwExceptionOnRollover = exceptionOnRollover;
  }

  public synchronized boolean getThrowExceptionOnRollover() {
    return throwExceptionOnRollover;
  }

  /** A-Z then a-z (52 characters). */
  public static int[] printableBasicAlphaASCIISet() {
    return toArray(generatePrintableCharacterSet(0, 127, null, false, CHAR_TYPES_BASIC_ALPHA));
  }

  /** 0-9, A-Z, a-z (62 characters). */
  public static int[] printableBasicAlphaNumericASCIISet() {
    return toArray(generatePrintableCharacterSet(0, 127, null, false, CHAR_TYPES_BASIC_ALPHANUMERICS));
  }

  /** Every printable ASCII character, space (32) to tilde (126): 95 characters. */
  public static int[] fullPrintableBasicASCIISet() {
    return toArray(generatePrintableCharacterSet(32, 127, null, false, null));
  }

  /** The line feed (10), then every printable ASCII character: 96 characters. */
  public static int[] fullPrintableBasicASCIISetWithNewlines() {
    List<Integer> set = new ArrayList<>();
    set.add(10);
    set.addAll(generatePrintableCharacterSet(32, 127, null, false, null));
    return toArray(set);
  }

  /** Digits and letters of Unicode's basic multilingual plane (as this JDK's Unicode tables type them). */
  public static int[] printableAlphaNumericPlaneZeroSet() {
    return toArray(generatePrintableCharacterSet(0, 65535, null, false, CHAR_TYPES_BASIC_ALPHANUMERICS));
  }

  /** Every printable character of the basic multilingual plane (see {@link #CHAR_TYPES_ALL_BUT_CONTROL}). */
  public static int[] fullPrintablePlaneZeroSet() {
    return toArray(generatePrintableCharacterSet(0, 65535, null, false, CHAR_TYPES_ALL_BUT_CONTROL));
  }

  /**
   * The printable code points from {@code startCodePoint} to {@code lastCodePoint} inclusive, in
   * order. Controls, formats, surrogates, private-use and unassigned code points are never
   * included. {@code characterTypesFilter} (code points, despite upstream's name; may be null)
   * keeps only those code points when {@code isFilterAllowableList}, else leaves them out;
   * {@code allowableTypes} (may be null) keeps only code points of those character types.
   *
   * <p>Upstream's allow-list mode returned nothing at all (a defect); here it keeps the listed
   * code points, as its name says. None of upstream's own sets uses it.
   */
  public static List<Integer> generatePrintableCharacterSet(int startCodePoint, int lastCodePoint,
      Set<Integer> characterTypesFilter, boolean isFilterAllowableList, Set<Integer> allowableTypes) {
    List<Integer> out = new ArrayList<>();
    for (long next = startCodePoint; next <= lastCodePoint; next++) {
      int cp = (int) next;
      int type = Character.getType(cp);
      if (allowableTypes != null && !allowableTypes.contains(type)) {
        continue;
      }
      if (type == Character.CONTROL || type == Character.SURROGATE || type == Character.FORMAT
          || type == Character.PRIVATE_USE || type == Character.UNASSIGNED) {
        continue;
      }
      if (characterTypesFilter != null && characterTypesFilter.contains(cp) != isFilterAllowableList) {
        continue;
      }
      out.add(cp);
    }
    return out;
  }

  private static int[] toArray(List<Integer> codePoints) {
    return codePoints.stream().mapToInt(Integer::intValue).toArray();
  }
}
