package org.gridpuzzle.adapter.sat.suguru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.internal.SatSuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.fixtures.SharedData;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The SAT encoding of Suguru, on Sat4j, against the propagating search: same counts, verified solutions. */
class SatSuguruSolverTest {

    private final SatSuguruSolver sat = new SatSuguruSolver(Sat4jSolver::new);

    @Property(tries = 80)
    void counts_and_solutions_agree_with_the_propagating_search(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 2, max = 6) int cols, @ForAll @IntRange(min = 2, max = 5) int maxRegion,
            @ForAll long seed, @ForAll @DoubleRange(min = 0, max = 0.8) double drop) {
        int least = rows > 1 ? 4 : 2;
        // the construction cannot fill some shapes (2x3 with regions of 4) and tries until its limit: those are skipped.
        // A shape it fills takes 40 ms at most (quiet), so 300 ms skips only the unfillable, even on a busy machine
        // (a full second each made them 20 of this property's 27 s)
        Optional<GeneratedSuguru> made = SuguruGenerator.generate(new GenerateRequest(rows, cols,
                Math.max(least, maxRegion), seed, false), Limits.none().withTimeLimit(Duration.ofMillis(300)));
        Assume.that(made.isPresent());
        GeneratedSuguru g = made.get();
        // dropping givens makes puzzles with many solutions; sometimes a wrong given makes one with none
        Random random = new Random(seed);
        int[] givens = g.puzzle().givens().toArray();
        for (int c = 0; c < givens.length; c++) {
            if (random.nextDouble() < drop) {
                givens[c] = 0;
            }
        }
        if (random.nextInt(4) == 0) {
            int c = random.nextInt(givens.length);
            givens[c] = 1 + (g.solution().get(c) % g.puzzle().regions().size(g.puzzle().regions().regionOf(c)));
        }
        SuguruPuzzle p = SuguruPuzzle.of(g.puzzle().regions(), IntGrid.of(g.puzzle().shape(), givens));
        CountOutcome expected = SolutionCounter.count(p, 30, Limits.none());
        CountOutcome actual = sat.count(p, 30, Limits.none());
        assertThat(actual.count()).isEqualTo(expected.count());
        assertThat(actual.complete()).isEqualTo(expected.complete());
        SolveOutcome solved = sat.solve(p, Limits.none());
        if (expected.count() == 0) {
            assertThat(solved).isInstanceOf(SolveOutcome.Unsolvable.class);
        } else {
            assertThat(solved).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                    s -> assertThat(SuguruVerifier.isSolution(p, s.solution())).isTrue());
        }
    }

    @Test
    void regions_beyond_the_fast_solvers_sixty_four_cells_are_fine() {
        // one region of 70 cells (7×10) with a few givens: every solution is a permutation of 1..70, which the
        // verifier checks; the fast solver's bitsets stop at 64 values, the encoding does not
        GridShape shape = GridShape.of(7, 10);
        int[] givens = new int[70];
        givens[0] = 70;
        givens[69] = 1;
        givens[35] = 35;
        SuguruPuzzle big = SuguruPuzzle.of(RegionMap.of(shape, new int[70]), IntGrid.of(shape, givens));
        assertThat(sat.solve(big, Limits.none())).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                s -> assertThat(SuguruVerifier.isSolution(big, s.solution())).isTrue());
        assertThat(sat.count(big, 2, Limits.none()).count()).isEqualTo(2);
    }

    private static void agreesWithAnswers(String set, Stream<Path> files) throws IOException {
        for (Path in : (Iterable<Path>) files::iterator) {
            SuguruPuzzle p = new PaperInFormat().read(in.toString(), Files.readString(in));
            Path ans = Path.of(in.toString().replace(".in", ".ans"));
            IntGrid answer = new PaperAnsFormat().read(ans.toString(), Files.readString(ans));
            SolveOutcome out = new SatSuguruSolver(Sat4jSolver::new).solve(p, Limits.none());
            assertThat(out).as(set + " " + in.getFileName()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                    s -> assertThat(s.solution()).isEqualTo(answer));
        }
    }

    private static Stream<Path> instances(String set, String prefix) throws IOException {
        Path dir = SharedData.sharedData("suguru/" + set).orElse(null);
        assumeTrue(dir != null, "no ../shared/data/suguru/" + set + " beside the project");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().startsWith(prefix) && p.toString().endsWith(".in")).sorted()
                    .toList();
        }
        return files.stream();
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void every_paper_instance_and_the_smaller_large_ones_solve_to_their_answers() throws IOException {
        agreesWithAnswers("paper230", instances("paper230", ""));
        agreesWithAnswers("large", Stream.concat(instances("large", "h25"), instances("large", "h30")));
    }

    @Test
    @Tag("heavy")
    void the_forty_and_fifty_square_large_instances_solve_to_their_answers() throws IOException {
        agreesWithAnswers("large", Stream.concat(instances("large", "h40"), instances("large", "h50")));
    }
}
