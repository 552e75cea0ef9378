package org.gridpuzzle.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.format.dimacs.DimacsFormat;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.floodit.DimacsGraphFormat;
import org.gridpuzzle.format.floodit.MovesFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No reader takes a control character as a symbol, a value or a blank (the hostile runs' L5: {@code ESC [31m} in a
 * {@code .sug} file was read as a 1x5 puzzle of five regions): each refuses it at its line and column.
 */
class ControlCharactersTest {

    /** Each reader with a valid text and where to put the control character into it: line 2, column 2. */
    private static final Map<String, Object[]> READERS = Map.ofEntries(
            Map.entry("sug", new Object[] {(Consumer<String>) t -> new SuguruTextFormat().read("f.sug", t),
                "AAB\nACB\n\n1..\n...\n"}),
            Map.entry("in", new Object[] {(Consumer<String>) t -> new PaperInFormat().read("f.in", t),
                "2 2\n1 0\n0 0\n1 1\n2 2\n"}),
            Map.entry("ans", new Object[] {(Consumer<String>) t -> new PaperAnsFormat().read("f.ans", t),
                "1 2\n2 1\n"}),
            Map.entry("flood", new Object[] {(Consumer<String>) t -> new BoardFormat().read("f.flood", t),
                "12\n21\n"}),
            Map.entry("moves", new Object[] {(Consumer<String>) t -> MovesFormat.parse("f.moves", t, Mode.FIXED),
                "12\n21\n"}),
            Map.entry("col", new Object[] {(Consumer<String>) t -> DimacsGraphFormat.parse("f.col", t),
                "p edge 2 1\ne 1 2\n"}),
            Map.entry("map", new Object[] {(Consumer<String>) t -> new GridMapFormat().read("f.map", t),
                "S.\n.T\n"}),
            Map.entry("cnf", new Object[] {(Consumer<String>) t -> new DimacsFormat().read("f.cnf", t),
                "p cnf 2 1\n1 -2 0\n"}),
            Map.entry("xsb", new Object[] {(Consumer<String>) t -> XsbFormat.parse("f.xsb", t),
                "#####\n#@$.#\n#####\n"}),
            Map.entry("lvl", new Object[] {(Consumer<String>) t -> SnowmanLvlFormat.parse("f.lvl", t),
                "#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n"}));

    static Stream<Arguments> cases() {
        return READERS.keySet().stream().sorted().flatMap(reader -> Stream.of('\u001b', '\u0007', '\u001f', '\u000b',
                '\u007f', '\u009b').map(c -> Arguments.of(reader, c)));
    }

    @ParameterizedTest(name = "{0} U+{1}")
    @MethodSource("cases")
    @SuppressWarnings("unchecked")
    void every_reader_refuses_a_control_character_where_it_stands(String reader, char control) {
        Object[] r = READERS.get(reader);
        Consumer<String> read = (Consumer<String>) r[0];
        String valid = (String) r[1];
        read.accept(valid); // the text is valid without it
        int secondLine = valid.indexOf('\n') + 1;
        String spoiled = valid.substring(0, secondLine + 1) + control + valid.substring(secondLine + 1);
        assertThatThrownBy(() -> read.accept(spoiled)).isInstanceOf(FormatException.class)
                .hasMessageContaining(":2:2: ")
                .hasMessageContaining(String.format("a control character (%sU+%04X)", name(control), (int) control));
    }

    private static String name(char c) {
        return switch (c) {
            case '\u001b' -> "ESC, ";
            case '\u0007' -> "BEL, ";
            case '\u001f' -> "US, ";
            case '\u000b' -> "VT, ";
            case '\u007f' -> "DEL, ";
            default -> "";
        };
    }

    @Test
    void the_hostile_runs_escape_code_is_no_puzzle() {
        assertThatThrownBy(() -> new SuguruTextFormat().read("esc2.sug", "\u001b[31m\n"))
                .isInstanceOf(FormatException.class)
                .hasMessage("esc2.sug:1:1: a control character (ESC, U+001B): the readers take printable text, tabs and"
                        + " line breaks only (a terminal's escape code pasted in?)");
    }

    @Test
    void tabs_and_both_line_ends_are_text() {
        assertThat(new SuguruTextFormat().read("t.sug", "A\tA\tB\r\nA\tC\tB\r\n\r\n1\t.\t.\r\n.\t.\t.\r\n")
                .shape().cols()).isEqualTo(3);
    }

    @Test
    void a_lone_carriage_return_or_a_tab_is_quoted_by_its_code_not_as_such() {
        // it was echoed raw: "unknown colour '\r'" drew the rest of the message over its start
        assertThatThrownBy(() -> new BoardFormat().read("cr.flood", "12\r1\n2121\n"))
                .hasMessage("cr.flood:1:3: unknown colour '\\u000d' (use 0-9 and a-z)");
        assertThatThrownBy(() -> new GridMapFormat().read("tab.map", "S\t.\n.T.\n"))
                .hasMessage("tab.map:1:2: unknown character '\\u0009' (use '#', '.', 'S', 'T')");
    }

    @Test
    void a_title_is_shown_without_control_characters_or_line_breaks() {
        assertThat(ControlCharacters.visible(" good\rEVIL\u001b[2J\n ")).isEqualTo("good\uFFFDEVIL\uFFFD[2J\uFFFD");
        // replaced before stripped: U+001F is a blank to strip(), and would have vanished unseen
        assertThat(ControlCharacters.visible("A\u001f")).isEqualTo("A\uFFFD");
        assertThat(ControlCharacters.findInLine("tab\tis fine")).isEqualTo(-1);
        assertThat(ControlCharacters.findInLine("a\nb")).isEqualTo(1);
    }

    @Test
    void one_board_of_a_set_is_refused_for_its_own_line_only() {
        String set = "12\u001b1\n1221\n";
        assertThat(BoardFormat.readLine("set.txt", set, 2).shape().rows()).isEqualTo(2);
        assertThatThrownBy(() -> BoardFormat.readLine("set.txt", set, 1)).hasMessageStartingWith("set.txt:1:3: a control"
                + " character (ESC, U+001B)");
    }
}
