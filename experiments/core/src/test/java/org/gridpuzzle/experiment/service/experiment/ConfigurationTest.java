package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentPreset;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigurationTest {

    @Test
    void each_genre_reads_its_configurations() {
        Configuration s = Configuration.parse("suguru:paper");
        assertThat(s.genre()).isEqualTo(ExperimentGenre.SUGURU);
        assertThat(s.suguru()).isEqualTo(SolverChoice.PAPER);
        Configuration k = Configuration.parse("sokoban:recipe:tree:cadical");
        assertThat(k.planning().strategy()).isEqualTo(PlanStrategy.RECIPE);
        assertThat(k.planning().encoding()).isEqualTo(EncodingKind.TREE);
        assertThat(k.satSolver()).isEqualTo("cadical");
        Configuration asp = Configuration.parse("sokoban:asp:competition@K");
        assertThat(asp.backend().kind()).isEqualTo(PlanBackend.Kind.ASP);
        assertThat(asp.backend().steps()).isEqualTo(PlanBackend.TITLE_BOUND);
        assertThat(Configuration.parse("snowman:minizinc:dag").backend().kind()).isEqualTo(PlanBackend.Kind.MINIZINC);
        assertThat(Configuration.parse("floodit:beam:20").beam()).isEqualTo(20);
        assertThat(Configuration.parse("floodit:exact").beam()).isZero();
        assertThat(Configuration.parse("sokoban:search").planning().strategy()).isEqualTo(PlanStrategy.SEARCH);
        assertThat(Configuration.parse("sokoban:search-optimal").planning().strategy())
                .isEqualTo(PlanStrategy.SEARCH_OPTIMAL);
        assertThat(Configuration.parse("snowman:search-optimal").planning().strategy())
                .isEqualTo(PlanStrategy.SEARCH_OPTIMAL);
        assertThat(Configuration.parse("snowman:hybrid").planning().strategy()).isEqualTo(PlanStrategy.HYBRID);
        // Sokoban's feature-space search alone, as sokoban solve --strategy fess runs it
        assertThat(Configuration.parse("sokoban:fess").planning().strategy()).isEqualTo(PlanStrategy.FESS);
        Configuration hybrid = Configuration.parse("sokoban:hybrid:path:cadical");
        assertThat(hybrid.planning().strategy()).isEqualTo(PlanStrategy.HYBRID);
        assertThat(hybrid.satSolver()).isEqualTo("cadical");
        Configuration r = Configuration.parse("reach:tree:minisat");
        assertThat(r.genre()).isEqualTo(ExperimentGenre.REACH);
        assertThat(r.encoding()).isEqualTo(EncodingKind.TREE);
        assertThat(r.satSolver()).isEqualTo("minisat");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"chess:fast;genre", "suguru;suguru:SOLVER", "suguru:quantum;not a Suguru solver",
        "sokoban:sideways:path;strategies", "sokoban:recipe:spiral;encodings", "sokoban:minizinc:path;Snowman only",
        "snowman:asp:fair;Sokoban only", "sokoban:asp:tiny;models", "floodit:beam:0;at least 1", "floodit:greedy;floodit:exact",
        "sokoban:recipe:tree:rm -rf;solver name", "reach:spiral;encodings", "reach;reach:ENCODING",
        "snowman:searching;snowman:search", "sokoban:sideways;sokoban:search", "sokoban:sideways;sokoban:fess",
        "snowman:fess;Sokoban's feature-space search", "sokoban:sideways:path;fess"})
    void a_wrong_configuration_is_refused_saying_why(String text, String why) {
        assertThatThrownBy(() -> Configuration.parse(text)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(text).hasMessageContaining(why);
    }

    @Test
    void every_preset_names_configurations_that_parse() {
        for (ExperimentPreset p : ExperimentPreset.values()) {
            for (String c : p.configs()) {
                assertThat(Configuration.parse(c).genre().word()).isEqualTo(p.label());
            }
            assertThat(p.limit()).isPositive();
            assertThat(p.sets()).isNotEmpty();
        }
    }
}
