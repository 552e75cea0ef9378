package org.gridpuzzle.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsResult;
import org.junit.jupiter.api.Test;

/** {@code help formats} lists what the registry holds: a format added there is in the help without an edit. */
class FormatsHelpTest {

    private static final String TEMPLATE = "Formats.\n\nSOKOBAN\n{SOKOBAN}\n  plans  LURD.\n\nSUGURU\n{SUGURU}\n";

    @Test
    void each_genres_formats_stand_where_its_place_is_and_a_new_genre_gets_a_section() {
        ListFormatsResult formats = new ListFormatsResult(List.of(
                new ListFormatsResult.Format("SOKOBAN", "xsb", List.of(".xsb", ".txt"), "XSB levels"),
                new ListFormatsResult.Format("SOKOBAN", "slc", List.of(".slc"), "SokobanLevels XML"),
                new ListFormatsResult.Format("NONOGRAM", "non", List.of(".non"), "clues by rows and columns")));
        String help = FormatsHelp.text(TEMPLATE, formats);
        assertThat(help).isEqualTo("Formats.\n\nSOKOBAN\n  .xsb .txt xsb: XSB levels\n  .slc   slc: SokobanLevels XML\n"
                + "  plans  LURD.\n\nSUGURU\n\nNONOGRAM\n  .non   non: clues by rows and columns\n");
    }

    @Test
    void a_long_description_wraps_under_its_text() {
        String words = "word ".repeat(40).strip();
        String help = FormatsHelp.text("{SAT}\n", new ListFormatsResult(List.of(
                new ListFormatsResult.Format("SAT", "dimacs", List.of(".cnf"), words))));
        assertThat(help.lines()).allMatch(line -> line.length() <= 110);
        assertThat(help.lines().skip(1)).allMatch(line -> line.startsWith("         word"));
    }
}
