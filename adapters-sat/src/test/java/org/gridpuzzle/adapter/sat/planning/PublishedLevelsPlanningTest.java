package org.gridpuzzle.adapter.sat.planning;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * With the embedded solver: the sequential walking-abstracted strategy proves the published optimum of
 * tanya, rebecca, chris and lydia (every smaller number of ball moves refuted, a plan of exactly the
 * optimum replayed); the recipe proves the push optimum of the first Microban levels (checked against
 * breadth-first search). Skipped (a JUnit assumption, with its reason) without ../shared.
 */
class PublishedLevelsPlanningTest {

    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(60));

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void sequential_ascent_proves_the_published_snowman_optima() throws IOException {
        Path dir = shared("snowman");
        List<String> rows = Files.readAllLines(dir.resolve("best-known.csv"));
        for (String name : new String[] {"tanya", "rebecca", "chris", "lydia"}) {
            String row = rows.stream().filter(r -> r.startsWith(name + ".lvl,")).findFirst().orElseThrow();
            int optimum = Integer.parseInt(row.split(",", -1)[4]);
            PlanOutcome out = run(new SnowmanEncoding(snowman(dir.resolve("levels/" + name + ".lvl"))),
                    PlanStrategy.SEQUENTIAL, EncodingKind.PATH);
            assertThat(out.objectMoves()).as(name).isEqualTo(optimum);
            assertThat(out.optimal()).as(name).isTrue();
            assertThat(out.lowerBound()).as(name).isEqualTo(optimum);
        }
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void the_recipe_proves_the_push_optima_of_the_first_microban_levels() throws IOException {
        Path dir = shared("sokoban");
        Path file = dir.resolve("microban/levels.xsb");
        List<SokobanLevel> levels = XsbFormat.parse(file.toString(), Files.readString(file));
        for (int i = 0; i < 5; i++) {
            SokobanLevel level = levels.get(i);
            int optimum = new SokobanBreadthFirst(true).solve(level, LIMITS).orElseThrow().pushes();
            PlanOutcome out = run(new SokobanEncoding(level), PlanStrategy.RECIPE, EncodingKind.TREE);
            assertThat(out.objectMoves()).as("microban %d", i + 1).isEqualTo(optimum);
            assertThat(out.optimal()).isTrue();
        }
    }

    private static PlanOutcome run(GameEncoding game, PlanStrategy strategy,
            EncodingKind kind) {
        return PlanSearch.run(game, new PlanOptions(strategy, kind, 200, true), Sat4jSolver::new, LIMITS,
                (phase, bound, status, nanos, variables, clauses) -> { });
    }

    private static SnowmanLevel snowman(Path file) throws IOException {
        return SnowmanLvlFormat.parse(file.toString(), Files.readString(file));
    }

    private static Path shared(String sub) {
        Optional<Path> dir = SharedData.sharedData(sub);
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/" + sub + " is absent");
        return dir.get();
    }
}
