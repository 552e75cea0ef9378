package org.gridpuzzle.experiment.service.floodit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.experiment.port.out.data.FloodItSet;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItCommand;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItResult;
import org.gridpuzzle.experiment.port.in.floodit.BoardRun;
import org.gridpuzzle.experiment.port.in.floodit.SolverRun;
import org.gridpuzzle.domain.FloodIt;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.fixtures.RecordingProgress;
import org.junit.jupiter.api.Test;

/** The Flood-It benchmark on an in-memory set: totals against the optima it was given, the pivot by set name. */
class BenchmarkFloodItServiceTest {

    private static List<Board> boards(int count, int side, long seed) {
        Random random = new Random(seed);
        List<Board> out = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            int[] colours = new int[side * side];
            for (int i = 0; i < colours.length; i++) {
                colours[i] = 1 + random.nextInt(4);
            }
            out.add(new Board(IntGrid.of(GridShape.of(side, side), colours)));
        }
        return out;
    }

    @Test
    void the_exact_total_is_the_optimal_total_and_beams_are_never_shorter() {
        List<Board> boards = boards(6, 5, 3);
        List<Integer> optimal = boards.stream().map(b -> FloodIt.fixedOptimum(b).moves().size()).toList();
        InMemoryBenchmarkData data = new InMemoryBenchmarkData()
                .withFloodIt(InMemoryBenchmarkData.DATA.resolve("floodit/tiny"), new FloodItSet(boards, optimal));
        RecordingProgress progress = new RecordingProgress();
        BenchmarkFloodItResult r = new BenchmarkFloodItService(data, data, progress).run(new BenchmarkFloodItCommand("tiny",
                5, List.of(1, 50), true, Duration.ofSeconds(10)));
        assertThat(r.set()).isEqualTo("tiny");
        assertThat(r.centre()).isFalse();
        assertThat(r.boards()).isEqualTo(5);
        long expected = optimal.subList(0, 5).stream().mapToLong(Integer::longValue).sum();
        assertThat(r.runs()).extracting(SolverRun::solver).containsExactly("exact A*", "beam 1", "beam 50");
        SolverRun exact = r.runs().get(0);
        assertThat(exact.total()).isEqualTo(expected);
        assertThat(exact.optimalTotal()).isEqualTo(expected);
        assertThat(exact.unsolved()).isZero();
        assertThat(exact.worstBoard()).isBetween(1, 5);
        for (SolverRun beam : r.runs().subList(1, 3)) {
            assertThat(beam.total()).isGreaterThanOrEqualTo(expected);
        }
        assertThat(r.runs().get(1).total()).isGreaterThanOrEqualTo(r.runs().get(2).total());
    }

    @Test
    void boards_solved_side_by_side_give_the_same_answers_board_by_board() {
        List<Board> boards = boards(40, 5, 11);
        List<Integer> optimal = boards.stream().map(b -> FloodIt.fixedOptimum(b).moves().size()).toList();
        InMemoryBenchmarkData data = new InMemoryBenchmarkData()
                .withFloodIt(InMemoryBenchmarkData.DATA.resolve("floodit/tiny"), new FloodItSet(boards, optimal));
        BenchmarkFloodItService service = new BenchmarkFloodItService(data, data, new RecordingProgress());
        BenchmarkFloodItResult one = service.run(new BenchmarkFloodItCommand("tiny", 40, List.of(5), true,
                Duration.ofSeconds(10), null, 1));
        BenchmarkFloodItResult three = service.run(new BenchmarkFloodItCommand("tiny", 40, List.of(5), true,
                Duration.ofSeconds(10), null, 3));
        for (int run = 0; run < 2; run++) {
            SolverRun a = one.runs().get(run);
            SolverRun b = three.runs().get(run);
            assertThat(b.threads()).isEqualTo(3);
            assertThat(b.perBoard()).extracting(BoardRun::board).containsExactlyElementsOf(
                    java.util.stream.IntStream.rangeClosed(1, 40).boxed().toList());
            assertThat(b.perBoard()).extracting(BoardRun::length)
                    .containsExactlyElementsOf(a.perBoard().stream().map(BoardRun::length).toList());
            assertThat(b.total()).isEqualTo(a.total());
        }
        assertThat(three.runs().get(0).perBoard()).extracting(BoardRun::length).containsExactlyElementsOf(optimal);
        assertThat(three.runs().get(0).worstMemoryBytes()).isPositive();
    }

    @Test
    void code_golf_sets_pivot_at_the_centre_cell() {
        List<Board> boards = boards(4, 5, 7);
        int centre = 2 * 5 + 2;
        List<Integer> fromCentre = boards.stream().map(b -> FloodIt.fixed(b, b.shape().position(centre), true, Limits.none()).moves().size())
                .toList();
        InMemoryBenchmarkData data = new InMemoryBenchmarkData().withFloodIt(
                InMemoryBenchmarkData.DATA.resolve("floodit/codegolf-tiny"), new FloodItSet(boards, fromCentre));
        BenchmarkFloodItResult r = new BenchmarkFloodItService(data, data, new RecordingProgress()).run(
                new BenchmarkFloodItCommand("codegolf-tiny", 10, List.of(), true, Duration.ofSeconds(10)));
        assertThat(r.centre()).isTrue();
        assertThat(r.boards()).isEqualTo(4);
        long corner = boards.stream().mapToLong(b -> FloodIt.fixedOptimum(b).moves().size()).sum();
        assertThat(r.runs()).singleElement().satisfies(run -> {
            assertThat(run.total()).isEqualTo(fromCentre.stream().mapToLong(Integer::longValue).sum());
            assertThat(run.total()).as("the centre is not the corner on these boards").isNotEqualTo(corner);
        });
    }
}
