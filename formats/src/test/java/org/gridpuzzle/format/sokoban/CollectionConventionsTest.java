package org.gridpuzzle.format.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.FormatException;
import org.junit.jupiter.api.Test;

/** The conventions of published collections: .sok metadata and titles after boards, comments, run-length rows. */
class CollectionConventionsTest {

    private static final String SOK = """
            Date of Last Change: 2001-01-01
            Set:       Example
            Copyright: someone

            This text describes the set; it is nobody's title.

            1
            #####
            #@$.#
            #####
            Title: Élan
            Author: Someone
            Comment:
            #1 a comment line that looks like a board row
            Comment-End:

            2
            ######
            #@$ .#
            ######
            Author: Nobody

            ' third by a quote comment
            #####
            #.$@#
            #####
            Title: Third
            """;

    @Test
    void titles_after_boards_win_metadata_and_comment_blocks_are_skipped() {
        List<SokobanLevel> levels = XsbFormat.parse("set.sok", SOK);
        assertThat(levels).extracting(SokobanLevel::title).containsExactly("Élan", "2", "Third");
        assertThat(levels.get(1).cols()).isEqualTo(6);
    }

    @Test
    void a_title_before_a_board_still_names_it_when_none_follows() {
        List<SokobanLevel> levels = XsbFormat.parse("x.xsb", "Title: Before\n\n#####\n#@$.#\n#####\n");
        assertThat(levels).extracting(SokobanLevel::title).containsExactly("Before");
    }

    @Test
    void run_length_rows_and_bar_separated_rows_read_as_the_plain_board() {
        List<SokobanLevel> plain = XsbFormat.parse("p.xsb", "; A\n#######\n#@ $ .#\n#######\n");
        List<SokobanLevel> rle = XsbFormat.parse("r.xsb", "; A\n7#|#@-$-.#|7#\n");
        List<SokobanLevel> grouped = XsbFormat.parse("g.xsb", "; A\n7#\n#@-$-.#\n3(#)4#\n");
        for (List<SokobanLevel> other : List.of(rle, grouped)) {
            assertThat(other).hasSize(1);
            assertThat(other.get(0).rows()).isEqualTo(plain.get(0).rows());
            assertThat(other.get(0).cols()).isEqualTo(plain.get(0).cols());
            assertThat(other.get(0).draw(other.get(0).start())).isEqualTo(plain.get(0).draw(plain.get(0).start()));
        }
    }

    @Test
    void bad_levels_are_named_by_number_and_title() {
        assertThatThrownBy(() -> XsbFormat.parse("b.sok", "#####\n#@$.#\n#####\nTitle: Good\n\n#####\n#$. #\n#####\n"
                + "Title: Lost\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("b.sok:6: level 2 'Lost' has no player");
        assertThatThrownBy(() -> XsbFormat.parse("b.sok", "#####\n#@$.#\n#@  #\n#####\nTitle: Twins\n"))
                .hasMessageContaining("level 1 'Twins' has a second player");
        assertThatThrownBy(() -> XsbFormat.parse("b.sok", "#####\n#@$.#\n#   #\n## ##\nTitle: Open\n"))
                .hasMessageContaining("level 1 'Open'").hasMessageContaining("not closed");
    }

    @Test
    void a_file_of_more_levels_than_any_collection_is_refused_in_one_line() {
        String level = "#####\n#@$.#\n#####\n\n";
        assertThat(XsbFormat.parse("ok.xsb", level.repeat(XsbFormat.MAX_LEVELS))).hasSize(XsbFormat.MAX_LEVELS);
        assertThatThrownBy(() -> XsbFormat.parse("big.xsb", level.repeat(XsbFormat.MAX_LEVELS + 1)))
                .isInstanceOf(FormatException.class).hasMessageContaining("more than " + XsbFormat.MAX_LEVELS + " levels");
    }

    @Test
    void malformed_run_lengths_are_not_boards() {
        assertThatThrownBy(() -> XsbFormat.parse("m.xsb", "; A\n99999#\n#@$.#\n#####\n"))
                .isInstanceOf(FormatException.class);
        assertThatThrownBy(() -> XsbFormat.parse("m.xsb", "; A\n3(#\n#@$.#\n#####\n"))
                .isInstanceOf(FormatException.class);
    }

    private static final String SLC = """
            <?xml version="1.0" encoding="ISO-8859-1"?>
            <SokobanLevels xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <Title>Example</Title>
              <LevelCollection Copyright="someone" MaxWidth="6" MaxHeight="3">
                <Level Id="Première" Width="5" Height="3">
                  <L>#####</L>
                  <L>#@$.#</L>
                  <L>#####</L>
                </Level>
                <Level Id="Second" Width="6" Height="3">
                  <L>######</L>
                  <L>#@ $.#</L>
                  <L>######</L>
                </Level>
              </LevelCollection>
            </SokobanLevels>
            """;

    @Test
    void slc_xml_collections_read_with_their_ids_as_titles() {
        List<SokobanLevel> levels = XsbFormat.parse("set.slc", SLC);
        assertThat(levels).extracting(SokobanLevel::title).containsExactly("Première", "Second");
        assertThat(levels.get(1).cols()).isEqualTo(6);
    }

    @Test
    void slc_errors_are_located_and_entities_are_never_fetched() {
        assertThatThrownBy(() -> XsbFormat.parse("bad.slc", SLC.replace("<L>#@ $.#</L>", "<L>#@ $.x</L>")))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("bad.slc:12: level 2 'Second': row 2");
        assertThatThrownBy(() -> XsbFormat.parse("cut.slc", SLC.substring(0, SLC.indexOf("</Level>"))))
                .isInstanceOf(FormatException.class).hasMessageContaining("malformed SLC/XML");
        assertThat(XsbFormat.parse("amp.slc", SLC.replace("Id=\"Second\"", "Id=\"Tom &amp; Jerry &#233;\"")).get(1).title())
                .isEqualTo("Tom & Jerry é");
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n"
                + "<SokobanLevels><LevelCollection><Level Id=\"&e;\"><L>#####</L><L>#@$.#</L><L>#####</L>"
                + "</Level></LevelCollection></SokobanLevels>\n";
        assertThatThrownBy(() -> XsbFormat.parse("xxe.slc", xxe)).isInstanceOf(FormatException.class)
                .hasMessageContaining("DOCTYPE").hasMessageNotContaining("root:");
    }
}
