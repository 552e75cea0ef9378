package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The fast search's schedule ({@link Schedule}): FESS first, then the portfolio. By node counts (no clock): XSokoban
 * 24, which FESS solves in 2,511 nodes and the portfolio not within 3,000 expansions a space, is solved by the
 * schedule under that limit; a search below a bound is the portfolio's alone. Skipped without {@code ../shared}.
 */
class ScheduleTest {

    private static final Limits NODES = Limits.none().withNodeLimit(3_000);

    @Test
    void fess_first_solves_what_the_portfolio_does_not_within_the_same_nodes() throws IOException {
        SokobanLevel level = xsokoban(24);
        SokobanSearch.Result portfolio = Portfolio.run(new SokobanRoom(level), SearchOptions.fast(), NODES);
        assertThat(portfolio.moves()).as("the portfolio alone").isNull();
        SokobanSearch.Result scheduled = SokobanSearch.solve(level, SearchOptions.fast(), NODES);
        assertThat(scheduled.moves()).isNotNull();
        assertThat(Sokoban.solves(level, scheduled.moves())).isTrue();
        assertThat(scheduled.expanded()).isLessThanOrEqualTo(3_000);
    }

    @Test
    void a_search_below_a_bound_is_the_portfolios_alone() throws IOException {
        SokobanLevel level = xsokoban(24);
        SokobanSearch.Result below = SokobanSearch.solve(level, SearchOptions.fast().below(10_000), NODES);
        assertThat(below.moves()).isNull();
    }

    private static SokobanLevel xsokoban(int k) throws IOException {
        Path file = SharedTestData.folder("sokoban").resolve("xsokoban90/levels.xsb");
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(file, Charset.forName("windows-1252")));
        return levels.get(k - 1);
    }
}
