package org.gridpuzzle.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.format.dimacs.DimacsFormat;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;
import org.junit.jupiter.api.Test;

/** Digits of other scripts look like numbers to Java's parsers; our formats take ASCII digits only. */
class AsciiNumbersTest {

    @Test
    void ascii_digits_and_letters_only() {
        assertThat(AsciiNumbers.digit36('7')).isEqualTo(7);
        assertThat(AsciiNumbers.digit36('z')).isEqualTo(35);
        assertThat(AsciiNumbers.digit36('\u0663')).isEqualTo(-1); // Arabic-Indic three
        assertThat(AsciiNumbers.digit36('\uFF13')).isEqualTo(-1); // full-width three
        assertThat(AsciiNumbers.parseInt("-12")).isEqualTo(-12);
        assertThatThrownBy(() -> AsciiNumbers.parseInt("\u0661\u0662")).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> AsciiNumbers.parseInt("-")).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> AsciiNumbers.parseInt("2147483648")).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void readers_refuse_other_scripts_digits_at_their_place() {
        assertThatThrownBy(() -> new BoardFormat().read("b.flood", "012\n0\u06631\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("b.flood:2:2: unknown colour");
        assertThatThrownBy(() -> new BoardFormat().read("b.flood", "\uFF11\uFF12\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("b.flood:1:1: unknown colour");
        assertThatThrownBy(() -> new SuguruTextFormat().read("p.sug", "AB\nCD\n\n\u0661.\n..\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("p.sug:4:1:");
        assertThatThrownBy(() -> new PaperInFormat().read("p.in", "1 2\n\u0661 0\n1 2\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("p.in:2:1:");
        assertThatThrownBy(() -> new DimacsFormat().read("f.cnf", "p cnf \u0662 1\n1 0\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("f.cnf:1:");
    }

    @Test
    void a_dimacs_comment_is_never_parsed_as_more_than_a_name() {
        Cnf cnf = new DimacsFormat().read("f.cnf", "c 2147483648 x\nc 99999999999999999999 y\nc 1 one\np cnf 1 1\n1 0\n");
        assertThat(cnf.variableCount()).isEqualTo(1);
        assertThat(cnf.clauseCount()).isEqualTo(1);
    }
}
