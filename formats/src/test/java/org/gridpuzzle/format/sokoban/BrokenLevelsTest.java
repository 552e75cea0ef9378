package org.gridpuzzle.format.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * One broken level of a collection blocks itself only, and errors name the level by its own number (the hostile run
 * of 2026-12-07, L6 and the older L3: an unknown character in level 2 made every level unreadable and was reported as
 * "level 3").
 */
class BrokenLevelsTest {

    private static final String TWO = "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@ X .#\n#######\n";

    @Test
    void an_unknown_character_breaks_its_own_level_and_names_it_by_its_number() {
        List<LevelEntry> levels = XsbFormat.levels("two.xsb", TWO);
        assertThat(levels).extracting(LevelEntry::number, LevelEntry::title)
                .containsExactly(tuple(1, "one"), tuple(2, "two"));
        assertThat(levels.get(0).level().get().start().boxCount()).isEqualTo(1);
        assertThatThrownBy(() -> levels.get(1).level().get()).isInstanceOf(FormatException.class)
                .hasMessage("two.xsb:8:4: level 2 'two': unknown character 'X' (expected # space - _ . $ * @ +)");
        assertThat(XsbFormat.oneByOne("two.xsb", TWO)).hasSize(2);
        assertThat(XsbFormat.titles("two.xsb", TWO)).containsExactly("one", "two");
        // the whole file read at once is refused at the broken level, named as such
        assertThatThrownBy(() -> XsbFormat.parse("two.xsb", TWO)).hasMessageStartingWith("two.xsb:8:4: level 2 'two'");
    }

    @Test
    void a_one_level_file_names_its_level_one() {
        assertThatThrownBy(() -> XsbFormat.parse("lbl.sok", "; First\n#######\n#@ X .#\n#######\n"))
                .hasMessageStartingWith("lbl.sok:3:4: level 1 'First': unknown character 'X'");
    }

    @Test
    void a_title_after_its_board_names_a_level_broken_in_its_rows() {
        String sok = "#####\n#@$.#\n#####\nTitle: Good\n\n#####\n#@$?#\n#####\nTitle: Bad\n\n#####\n#.$@#\n#####\n"
                + "Title: Third\n";
        List<LevelEntry> levels = XsbFormat.levels("b.sok", sok);
        assertThat(levels).extracting(LevelEntry::title).containsExactly("Good", "Bad", "Third");
        assertThatThrownBy(() -> levels.get(1).level().get()).hasMessageStartingWith("b.sok:7:4: level 2 'Bad':");
        assertThat(levels.get(2).level().get().title()).isEqualTo("Third");
    }

    @Test
    void a_run_length_row_too_large_breaks_its_own_level() {
        String text = "; big\n" + "9999#|".repeat(200) + "9999#\n\n; fine\n#####\n#@$.#\n#####\n";
        List<LevelEntry> levels = XsbFormat.levels("r.xsb", text);
        assertThat(levels).hasSize(2);
        assertThatThrownBy(() -> levels.get(0).level().get()).hasMessageContaining("level 1 'big'")
                .hasMessageContaining("more than the " + XsbFormat.MAX_LEVEL_CELLS + " cells");
        assertThat(levels.get(1).level().get().title()).isEqualTo("fine");
    }

    @Test
    void an_escape_code_in_a_title_line_breaks_that_level_alone_and_never_reaches_a_title() {
        String text = "; one\n#####\n#@$.#\n#####\n\n; \u001b[31mred\n#####\n#@$.#\n#####\n";
        List<LevelEntry> levels = XsbFormat.levels("e.xsb", text);
        assertThat(levels.get(0).level().get().title()).isEqualTo("one");
        assertThat(levels.get(1).title()).doesNotContain("\u001b").contains("\uFFFD");
        assertThatThrownBy(() -> levels.get(1).level().get()).hasMessageStartingWith("e.xsb:6:3: level 2")
                .hasMessageContaining("a control character (ESC, U+001B)");
        // a file of nothing but an escape code says so, not "no level found"
        assertThatThrownBy(() -> XsbFormat.parse("esc.xsb", "\u001b[31m\n")).hasMessageStartingWith("esc.xsb:1:1: a"
                + " control character (ESC, U+001B)");
    }

    @Test
    void an_slc_level_broken_in_its_rows_or_unclosed_blocks_itself_only() {
        String slc = """
                <?xml version="1.0"?>
                <SokobanLevels><LevelCollection>
                <Level Id="A"><L>#####</L><L>#@$.#</L><L>#####</L></Level>
                <Level Id="B"><L>#####</L><L>#@$x#</L><L>#####</L></Level>
                <Level Id="C"><L>#####</L><L>#@$.#</L><L>#####</L>
                <Level Id="D&#27;"><L>#####</L><L>#@$.#</L><L>#####</L></Level>
                <Level Id="E"><L>#####</L><L>#.$@#</L><L>#####</L></Level>
                </LevelCollection></SokobanLevels>
                """;
        List<LevelEntry> levels = XsbFormat.levels("s.slc", slc);
        assertThat(levels).extracting(LevelEntry::title).containsExactly("A", "B", "C", "D\uFFFD", "E");
        assertThat(levels.get(0).level().get().title()).isEqualTo("A");
        assertThatThrownBy(() -> levels.get(1).level().get()).hasMessageStartingWith("s.slc:4: level 2 'B': row 2");
        assertThatThrownBy(() -> levels.get(2).level().get())
                .hasMessage("s.slc:6: level 3 'C': no closing </Level> before the next <Level>");
        assertThatThrownBy(() -> levels.get(3).level().get()).hasMessageStartingWith("s.slc:6: level 4")
                .hasMessageContaining("(ESC, U+001B)");
        SokobanLevel last = levels.get(4).level().get();
        assertThat(last.title()).isEqualTo("E");
        assertThat(last.start().boxCount()).isEqualTo(1);
    }

    @Test
    void a_raw_control_character_inside_an_slc_level_is_located() {
        String slc = "<SokobanLevels>\n<Level Id=\"A\">\n<L>#####</L>\n<L>#@$.#</L><!-- \u0007 -->\n<L>#####</L>\n"
                + "</Level>\n</SokobanLevels>\n";
        assertThatThrownBy(() -> XsbFormat.parse("c.slc", slc))
                .hasMessageStartingWith("c.slc:4:18: level 1 'A': a control character (BEL, U+0007)");
    }

    private static final String GOOD = "#####\n#@$.#\n#####\n";

    @Test
    void a_control_character_after_the_last_level_breaks_that_level() {
        String text = "; one\n" + GOOD + "\n; two\n" + GOOD + "\nAuthor: \u001b[31mme\n";
        List<LevelEntry> levels = XsbFormat.levels("t.xsb", text);
        assertThat(levels).extracting(LevelEntry::title).containsExactly("one", "two");
        assertThat(levels.get(0).level().get().title()).isEqualTo("one");
        assertThatThrownBy(() -> levels.get(1).level().get())
                .hasMessageStartingWith("t.xsb:11:9: level 2 'two': a control character (ESC, U+001B)");
    }

    @Test
    void a_control_character_in_a_comment_block_breaks_the_level_it_belongs_to() {
        String after = "; one\n" + GOOD + "Comment:\nhello \u0007\nComment-End:\n\n; two\n" + GOOD;
        List<LevelEntry> levels = XsbFormat.levels("c.sok", after);
        assertThat(levels).extracting(LevelEntry::title).containsExactly("one", "two");
        assertThatThrownBy(() -> levels.get(0).level().get())
                .hasMessageStartingWith("c.sok:6:7: level 1 'one': a control character (BEL, U+0007)");
        assertThat(levels.get(1).level().get().title()).isEqualTo("two");
        // a block at the head of the file: the level it comes before
        String head = "Comment:\nby \u009b\nComment-End:\n; one\n" + GOOD + "\n; two\n" + GOOD;
        List<LevelEntry> headed = XsbFormat.levels("h.sok", head);
        assertThatThrownBy(() -> headed.get(0).level().get()).hasMessageStartingWith("h.sok:2:4: level 1 'one'");
        assertThat(headed.get(1).level().get().title()).isEqualTo("two");
    }

    @Test
    void metadata_after_a_sok_board_breaks_that_board_not_the_next() {
        String sok = GOOD + "Title: Good\nAuthor: \u001b[31mX\n\n" + GOOD + "Title: Next\n";
        List<LevelEntry> levels = XsbFormat.levels("m.sok", sok);
        assertThat(levels).extracting(LevelEntry::title).containsExactly("Good", "Next");
        assertThatThrownBy(() -> levels.get(0).level().get())
                .hasMessageStartingWith("m.sok:5:9: level 1 'Good': a control character (ESC, U+001B)");
        assertThat(levels.get(1).level().get().title()).isEqualTo("Next");
        // right below the board too, before its Title:
        String below = GOOD + "Author: \u001b[31mX\nTitle: Good\n\n" + GOOD + "Title: Next\n";
        List<LevelEntry> first = XsbFormat.levels("b.sok", below);
        assertThat(first).extracting(LevelEntry::title).containsExactly("Good", "Next");
        assertThatThrownBy(() -> first.get(0).level().get()).hasMessageStartingWith("b.sok:4:9: level 1 'Good'");
        assertThat(first.get(1).level().get().title()).isEqualTo("Next");
    }

    @Test
    void a_row_that_starts_with_a_control_character_breaks_its_level_and_moves_no_number() {
        String text = "; one\n#####\n\u001b#@$.#\n#####\n\n; two\n" + GOOD + "\n; three\n" + GOOD;
        List<LevelEntry> levels = XsbFormat.levels("r.xsb", text);
        assertThat(levels).extracting(LevelEntry::number, LevelEntry::title)
                .containsExactly(tuple(1, "one"), tuple(2, "two"), tuple(3, "three"));
        assertThatThrownBy(() -> levels.get(0).level().get())
                .hasMessageStartingWith("r.xsb:3:1: level 1 'one': a control character (ESC, U+001B)");
        assertThat(levels.get(1).level().get().title()).isEqualTo("two");
        assertThat(levels.get(2).level().get().title()).isEqualTo("three");
    }

    @Test
    void a_control_character_outside_the_levels_of_an_slc_file_refuses_the_file() {
        String slc = "<?xml version=\"1.0\"?>\n<SokobanLevels>\n<Title>Set \u001b[2J</Title>\n<LevelCollection>\n"
                + "<Level Id=\"A\"><L>#####</L><L>#@$.#</L><L>#####</L></Level>\n</LevelCollection></SokobanLevels>\n";
        assertThatThrownBy(() -> XsbFormat.levels("t.slc", slc)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith("t.slc:3:12: a control character (ESC, U+001B)");
        String after = slc.replace("\u001b", "").replace("</LevelCollection>", "<Description>\u0007</Description></LevelCollection>");
        assertThatThrownBy(() -> XsbFormat.levels("d.slc", after)).hasMessageStartingWith("d.slc:6:14:")
                .hasMessageContaining("(BEL, U+0007)");
        assertThat(XsbFormat.levels("ok.slc", slc.replace("\u001b", ""))).hasSize(1);
    }

    @Test
    void a_line_break_in_an_slc_title_is_shown_and_breaks_its_level() {
        String slc = """
                <SokobanLevels><LevelCollection>
                <Level Id="good&#13;EVIL"><L>#####</L><L>#@$.#</L><L>#####</L></Level>
                <Level Id="two
                lines"><L>#####</L><L>#@$.#</L><L>#####</L></Level>
                <Level Id="A&#31;"><L>#####</L><L>#@$.#</L><L>#####</L></Level>
                </LevelCollection></SokobanLevels>
                """;
        List<LevelEntry> levels = XsbFormat.levels("n.slc", slc);
        // a carriage return printed on a terminal wrote EVIL over good
        assertThat(levels).extracting(LevelEntry::title).containsExactly("good\uFFFDEVIL", "two lines", "A\uFFFD");
        assertThatThrownBy(() -> levels.get(0).level().get())
                .hasMessage("n.slc:2: level 1 'good\uFFFDEVIL': its Id: a line break (CR, U+000D) inside a title, which"
                        + " is one line");
        // a line break written as such in an attribute is a space, as XML has it
        assertThat(levels.get(1).level().get().title()).isEqualTo("two lines");
        // a control character that strip() would have taken for a blank
        assertThatThrownBy(() -> levels.get(2).level().get()).hasMessageContaining("its Id: a control character (US,"
                + " U+001F)");
    }

    @Test
    void xml_read_as_xsb_says_it_is_xml() {
        assertThatThrownBy(() -> new CollectionFormat.Text().read("x.xsb", "<?xml version=\"1.0\"?>\n<SokobanLevels>"
                + "<Level Id=\"A\"><L>#####</L><L>#@$.#</L><L>#####</L></Level></SokobanLevels>\n"))
                .hasMessage("x.xsb:1: no level found (expected rows of #, $, ., @ ...); this text is SLC/XML: read it"
                        + " as slc");
    }
}
