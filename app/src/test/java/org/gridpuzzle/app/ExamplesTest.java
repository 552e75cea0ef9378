package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;

/** Every file under {@code examples/} runs as the README says, and the Flood-It boards take the algorithm they show. */
class ExamplesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The Free-mode boards and the exact algorithm each is there to show. */
    private static final Map<String, String> FREE = Map.of(
            "floodit/free-6x6-4.flood", "search",
            "floodit/two-row-2x12.flood", "two-row",
            "floodit/line-1x16.flood", "path",
            "floodit/two-colour-8x8.flood", "two-colour");

    private final Set<String> used = new TreeSet<>();

    private String use(String relative) {
        used.add(relative);
        return Examples.path(relative);
    }

    private static CliRun ok(String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + "\n" + run.err()).isZero();
        return run;
    }

    @Test
    void every_example_runs() throws Exception {
        ok("suguru", "solve", use("suguru/easy-6x6.sug"));
        ok("suguru", "solve", use("suguru/minimal-10x10.sug"));
        ok("suguru", "solve", use("suguru/8x8.in"), "--format", "paper");
        assertThat(ok("suguru", "count", Examples.path("suguru/minimal-10x10.sug"), "--limit", "2").out()).contains("unique");

        JsonNode fixed = JSON.readTree(ok("floodit", "solve", use("floodit/8x8-4.flood"), "--json").out());
        assertThat(fixed.get("optimal").asBoolean()).isTrue();
        for (Map.Entry<String, String> e : FREE.entrySet()) {
            String board = use(e.getKey());
            JsonNode free = JSON.readTree(ok("floodit", "solve", board, "--mode", "free", "--json").out());
            assertThat(free.get("algorithm").asText()).as(e.getKey()).isEqualTo(e.getValue());
            assertThat(free.get("optimal").asBoolean()).isTrue();
            ok("floodit", "check", board, free.get("moves").asText(), "--mode", "free");
        }
        ok("floodit", "reduce-vc", use("floodit/path3.col"));

        ok("reach", use("reach/maze.map"));
        assertThat(CliRun.of("reach", use("reach/walled.map")).exitCode()).isEqualTo(3);
        ok("sokoban", "solve", use("sokoban/two.xsb"), "--all");
        // XSokoban 1 by the default strategy: the optimum, proved
        assertThat(ok("sokoban", "solve", use("sokoban/xsokoban-1.xsb"), "--timeout", "60s").out())
                .contains("97 pushes (optimal)");
        // collections as published: Windows-1252 .sok with titles after boards and run-length rows, and SLC/XML
        assertThat(ok("sokoban", "solve", use("sokoban/collection.sok"), "--all", "--strategy", "search").out())
                .contains("Café crème: 2 pushes", "Zweimal übers Eck: 4 pushes", "Boîte à goals");
        assertThat(ok("sokoban", "solve", use("sokoban/collection.slc"), "--all", "--strategy", "search").out())
                .contains("Un: 2 pushes", "Deux: 4 pushes");
        // read tells either collection's genre by its name
        assertThat(ok("read", use("sokoban/collection.slc")).out()).contains("sokoban, level 1 of 2 'Un'");
        assertThat(ok("read", use("sokoban/collection.sok")).out()).contains("sokoban, level 1 of 3");
        ok("snowman", "solve", use("snowman/three-balls.lvl"), "--strategy", "recipe");
        replaysTheOpenSnowmanPlans();

        try (Stream<Path> files = Files.walk(Examples.DIR)) {
            Set<String> all = new TreeSet<>(files.filter(Files::isRegularFile)
                    .map(f -> Examples.DIR.relativize(f).toString().replace('\\', '/')).toList());
            assertThat(used).as("examples without a test").isEqualTo(all);
        }
    }

    /** The plans found for the three open Snowman levels replay with the ball moves the README gives. */
    private void replaysTheOpenSnowmanPlans() {
        used.add("snowman/plans/README.md");
        Optional<Path> levels = SharedData.sharedData("snowman/levels");
        for (String[] row : new String[][] {{"ben_alan", "28"}, {"cynthia_michael", "30"}, {"rob_james_matthew", "28"}}) {
            String plan = use("snowman/plans/" + row[0] + ".lurd");
            if (levels.isEmpty()) {
                // the levels are not ours to ship: a user's clone without ../shared cannot replay them
                System.err.println("skipped replaying " + plan + ": ../shared/data/snowman/levels is absent");
                continue;
            }
            CliRun check = ok("snowman", "check", levels.get().resolve(row[0] + ".lvl").toString(), "@" + plan);
            assertThat(check.out()).contains("(" + row[1] + " ball moves)");
        }
    }
}
