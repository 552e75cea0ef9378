package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.SearchStats;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.TextFormats;
import org.junit.jupiter.api.Test;

/** The command line's side of a solve, over a use case of the test's own: what it prints, saves and exits with. */
class SuguruSolveCommandTest {

    private static final SuguruPuzzle PUZZLE = TextFormats.suguru("AB\nAB\n\n..\n..\n");
    private static final IntGrid SOLVED = IntGrid.fromRows(new int[][] {{1, 2}, {2, 1}});

    @Test
    void a_solution_is_drawn_summed_up_and_exit_0_and_json_is_the_answer_document() {
        PuzzleSource[] asked = new PuzzleSource[1];
        CliTestComponent cli = new CliTestComponent(command -> {
            asked[0] = command.source();
            return new SolveSuguruResult(PUZZLE, "fast", new SolveOutcome.Solved(SOLVED, new SearchStats(3, 1_000_000)));
        });
        assertThat(cli.run("suguru", "solve", "p.sug", "-o", "s.svg")).isZero();
        // the file, read within the command's limits (a FIFO that sends nothing stops with them)
        assertThat(asked[0]).isInstanceOfSatisfying(PuzzleSource.File.class,
                f -> assertThat(f.path()).isEqualTo(Path.of("p.sug")));
        assertThat(cli.out.toString()).contains("fast: solved in 1.000 ms, 3 nodes");
        assertThat(cli.saved.get(Path.of("s.svg"))).isEqualTo(new Output.SuguruGrid(PUZZLE, SOLVED, List.of()));

        CliTestComponent json = new CliTestComponent(command -> new SolveSuguruResult(PUZZLE, "fast",
                new SolveOutcome.Solved(SOLVED, new SearchStats(3, 1_000_000))));
        assertThat(json.run("suguru", "solve", "p.sug", "--json")).isZero();
        assertThat(json.out.toString()).contains("\"source\" : \"p.sug\"", "\"status\" : \"solved\"",
                "\"solution\" : [ [ 1, 2 ], [ 2, 1 ] ]");
    }

    @Test
    void no_solution_is_exit_3_with_the_reason_and_a_limit_says_which() {
        CliTestComponent none = new CliTestComponent(command -> new SolveSuguruResult(PUZZLE, "fast",
                new SolveOutcome.Unsolvable("a region misses a value", new SearchStats(0, 0))));
        assertThat(none.run("suguru", "solve", "p.sug")).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(none.out.toString()).startsWith("no solution: a region misses a value");
        CliTestComponent stopped = new CliTestComponent(command -> new SolveSuguruResult(PUZZLE, "fast",
                new SolveOutcome.Stopped(StopReason.TIME_LIMIT, new SearchStats(9, 0))));
        assertThat(stopped.run("suguru", "solve", "p.sug", "--timeout", "1s")).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(stopped.out.toString()).contains("stopped: time limit reached before an answer");
    }

    @Test
    void bad_input_under_json_is_a_json_error_document_on_stdout_and_one_line_on_stderr() {
        CliTestComponent json = new CliTestComponent(command -> {
            throw new org.gridpuzzle.application.error.InvalidInputException("p.sug", 4, 2, "expected a number");
        });
        assertThat(json.run("suguru", "solve", "p.sug", "--json")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(json.out.toString()).contains("\"error\" : \"bad input\"", "\"file\" : \"p.sug\"",
                "\"line\" : 4", "\"column\" : 2", "\"exitCode\" : 2");
        assertThat(json.err.toString().strip()).isEqualTo("gridpuzzle: p.sug:4:2: expected a number");
        CliTestComponent text = new CliTestComponent(command -> {
            throw new org.gridpuzzle.application.error.InvalidInputException("p.sug", 4, 2, "expected a number");
        });
        assertThat(text.run("suguru", "solve", "p.sug")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(text.out.toString()).isEmpty();
    }
}
