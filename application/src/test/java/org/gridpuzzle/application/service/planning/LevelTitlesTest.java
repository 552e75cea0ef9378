package org.gridpuzzle.application.service.planning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.junit.jupiter.api.Test;

/** Levels named by title: exact, without a comment's number, and near matches named when none is. */
class LevelTitlesTest {

    private static final List<String> TITLES = List.of("SE 42a", "SE 42b", "7 Corner", "Long Way Round", "Twins",
            "Twins");

    @Test
    void a_title_names_its_level_whatever_the_case_and_without_its_number() {
        assertThat(LevelTitles.positionOf("f.xsb", TITLES, "se 42A")).isEqualTo(1);
        assertThat(LevelTitles.positionOf("f.xsb", TITLES, " Corner ")).isEqualTo(3);
        assertThat(LevelTitles.positionOf("f.xsb", TITLES, "7 corner")).isEqualTo(3);
    }

    @Test
    void no_such_title_names_the_nearest_ones_or_else_the_first() {
        assertThatThrownBy(() -> LevelTitles.positionOf("f.xsb", TITLES, "SE 42"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("f.xsb: no level titled 'SE 42' (nearest: 'SE 42a', 'SE 42b'; give --level N by number, or"
                        + " a title as 'read' lists them)");
        assertThatThrownBy(() -> LevelTitles.positionOf("f.xsb", TITLES, "Long Way Ruond"))
                .hasMessageContaining("(nearest: 'Long Way Round';");
        assertThatThrownBy(() -> LevelTitles.positionOf("f.xsb", TITLES, "Microban 155"))
                .hasMessageContaining("(the titles run 'SE 42a', 'SE 42b', '7 Corner', 'Long Way Round', 'Twins', ...;");
        assertThatThrownBy(() -> LevelTitles.positionOf("f.xsb", TITLES, "twins"))
                .hasMessageContaining("several levels are titled 'twins' (levels [5, 6])");
    }

    @Test
    void the_edit_distance_stops_past_its_limit() {
        assertThat(LevelTitles.distance("kitten", "sitting", 5)).isEqualTo(3);
        assertThat(LevelTitles.distance("kitten", "sitting", 2)).isEqualTo(3);
        assertThat(LevelTitles.distance("a", "abcdefgh", 2)).isEqualTo(3);
        assertThat(LevelTitles.distance("", "", 0)).isZero();
    }
}
