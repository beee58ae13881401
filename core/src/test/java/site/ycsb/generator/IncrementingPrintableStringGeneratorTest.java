package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Upstream's counting strings: odometer order over a character set, rollover, and the character sets. */
class IncrementingPrintableStringGeneratorTest {

  @Test
  void stringsCountLikeAnOdometerOverTheLettersAThroughZThenAThroughZ() {
    IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(2);
    assertThat(g.lastValue()).isNull();
    List<String> first = new ArrayList<>();
    for (int i = 0; i < 28; i++) {
      first.add(g.nextValue());
    }
    assertThat(first.subList(0, 3)).containsExactly("AA", "AB", "AC");
    assertThat(first.subList(25, 28)).containsExactly("AZ", "Aa", "Ab");
    assertThat(g.lastValue()).isEqualTo("Ab");
    assertThat(g.nextString()).isEqualTo("Ac");
  }

  @Test
  void afterEveryStringItRollsOverToTheFirstAgain() {
    IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(2);
    Set<String> seen = new HashSet<>();
    String last = null;
    for (int i = 0; i < 52 * 52; i++) {
      last = g.nextValue();
      assertThat(seen.add(last)).isTrue();
    }
    assertThat(last).isEqualTo("zz");
    assertThat(g.nextValue()).isEqualTo("AA");
    assertThat(g.nextValue()).isEqualTo("AB");
  }

  @Test
  void toldToThrowItThrowsOnceEveryStringWasReturned() {
    IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(3, new int[] {'x', 'y'});
    g.setThrowExceptionOnRollover(true);
    assertThat(g.getThrowExceptionOnRollover()).isTrue();
    List<String> all = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      all.add(g.nextValue());
    }
    assertThat(all).containsExactly("xxx", "xxy", "xyx", "xyy", "yxx", "yxy", "yyx", "yyy");
    assertThatThrownBy(g::nextValue).isInstanceOf(NoSuchElementException.class);
  }

  @Test
  void aOneCharacterSetHasOneString() {
    IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(4, new int[] {'q'});
    g.setThrowExceptionOnRollover(true);
    assertThat(g.nextValue()).isEqualTo("qqqq");
    assertThatThrownBy(g::nextValue).isInstanceOf(NoSuchElementException.class);
  }

  @Test
  void theDefaultIsEightLettersFromAllAs() {
    assertThat(new IncrementingPrintableStringGenerator().nextValue()).isEqualTo("AAAAAAAA");
    assertThat(IncrementingPrintableStringGenerator.DEFAULTSTRINGLENGTH).isEqualTo(8);
  }

  @Test
  void theCharacterSetsHoldWhatTheirNamesSay() {
    assertThat(text(IncrementingPrintableStringGenerator.printableBasicAlphaASCIISet()))
        .isEqualTo("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    assertThat(text(IncrementingPrintableStringGenerator.printableBasicAlphaNumericASCIISet()))
        .isEqualTo("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    int[] printable = IncrementingPrintableStringGenerator.fullPrintableBasicASCIISet();
    assertThat(printable).hasSize(95);
    assertThat(printable[0]).isEqualTo(' ');
    assertThat(printable[94]).isEqualTo('~');
    int[] withNewlines = IncrementingPrintableStringGenerator.fullPrintableBasicASCIISetWithNewlines();
    assertThat(withNewlines).hasSize(96);
    assertThat(withNewlines[0]).isEqualTo('\n');
    assertThat(IncrementingPrintableStringGenerator.printableAlphaNumericPlaneZeroSet())
        .hasSizeGreaterThan(1000).contains('7', 'Q', 'ж').doesNotContain(' ', '!');
    assertThat(IncrementingPrintableStringGenerator.fullPrintablePlaneZeroSet())
        .contains(' ', '!', 'ж', '€').doesNotContain('\n', 0xD800, 0xE000);
  }

  @Test
  void aCodePointFilterLeavesOutOrKeepsOnlyTheListedCodePoints() {
    Set<Integer> vowels = Set.of((int) 'A', (int) 'E', (int) 'I', (int) 'O', (int) 'U');
    List<Integer> withoutVowels = IncrementingPrintableStringGenerator.generatePrintableCharacterSet('A', 'Z',
        vowels, false, null);
    assertThat(withoutVowels).hasSize(21).doesNotContain((int) 'A', (int) 'U').contains((int) 'B');
    List<Integer> onlyVowels = IncrementingPrintableStringGenerator.generatePrintableCharacterSet('A', 'Z',
        vowels, true, null);
    assertThat(onlyVowels).containsExactly((int) 'A', (int) 'E', (int) 'I', (int) 'O', (int) 'U');
  }

  @Test
  void theCharacterTypeSetsAreConstants() {
    assertThatThrownBy(() -> IncrementingPrintableStringGenerator.CHAR_TYPES_BASIC_ALPHA.add(3))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(IncrementingPrintableStringGenerator.CHAR_TYPE_EXTENDED_ALPHANUMERICS)
        .contains((int) Character.MODIFIER_LETTER);
    assertThat(IncrementingPrintableStringGenerator.CHAR_TYPES_ALL_BUT_CONTROL)
        .doesNotContain((int) Character.CONTROL, (int) Character.MODIFIER_LETTER).hasSize(24);
  }

  @Test
  void aLengthBelowOneOrAnEmptySetIsRefused() {
    assertThatThrownBy(() -> new IncrementingPrintableStringGenerator(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new IncrementingPrintableStringGenerator(3, new int[0]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static String text(int[] codePoints) {
    return new String(codePoints, 0, codePoints.length);
  }
}
