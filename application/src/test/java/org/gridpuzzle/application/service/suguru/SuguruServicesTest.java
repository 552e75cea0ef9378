package org.gridpuzzle.application.service.suguru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.suguru.SuguruFilePort;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SuguruVerifier;
import org.junit.jupiter.api.Test;

class SuguruServicesTest {

    private static final Path FILE = Path.of("p.sug");
    private final SuguruFilePort files = mock(SuguruFilePort.class);

    private static SuguruPuzzle strip() {
        GridShape shape = GridShape.of(1, 6);
        return SuguruPuzzle.of(RegionMap.of(shape, new int[] {1, 2, 2, 3, 3, 3}), IntGrid.filled(shape, 0));
    }

    private static SuguruPuzzle square() {
        GridShape shape = GridShape.of(2, 2);
        return SuguruPuzzle.of(RegionMap.of(shape, new int[] {1, 1, 1, 1}), IntGrid.filled(shape, 0));
    }

    @Test
    void auto_picks_the_strip_solver_for_one_row_and_the_answer_verifies() {
        when(files.loadPuzzle(FILE, null)).thenReturn(strip());
        var result = new SolveSuguruService(files).solve(new SolveSuguruCommand(FILE, null, SolverChoice.AUTO, null));
        assertThat(result.solver()).isEqualTo("strip");
        assertThat(result.outcome()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                s -> assertThat(SuguruVerifier.verify(strip(), s.solution())).isEmpty());
    }

    @Test
    void strip_on_a_square_grid_is_bad_input() {
        when(files.loadPuzzle(FILE, null)).thenReturn(square());
        assertThatThrownBy(() -> new SolveSuguruService(files).solve(new SolveSuguruCommand(FILE, null, SolverChoice.STRIP, null)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("one row or one column");
    }

    @Test
    void count_stops_at_the_limit() {
        when(files.loadPuzzle(FILE, null)).thenReturn(square());
        var result = new CountSuguruService(files, ProgressPort.SILENT).count(new CountSuguruCommand(FILE, null, 5, null));
        assertThat(result.outcome().count()).isEqualTo(5);
        assertThat(result.outcome().complete()).isFalse();
        assertThat(new CountSuguruService(files, ProgressPort.SILENT).count(new CountSuguruCommand(FILE, null, 100, null))
                .outcome().count()).isEqualTo(24);
    }

    @Test
    void count_limit_below_one_is_rejected() {
        assertThatThrownBy(() -> new CountSuguruCommand(FILE, null, 0, null)).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void generate_renders_and_writes_only_when_asked() {
        when(files.render(any(), eq("text"), eq(null))).thenReturn("TEXT");
        var service = new GenerateSuguruService(files, ProgressPort.SILENT);
        var result = service.generate(new GenerateSuguruCommand(new SuguruGenerator.Request(5, 5, 5, 1, false), "text", null, null));
        assertThat(result.text()).isEqualTo("TEXT");
        assertThat(result.generated()).isPresent();
        verify(files, never()).writeAtomically(any(), any());

        Path out = Path.of("out.sug");
        when(files.render(any(), eq(null), eq(out))).thenReturn("FILE");
        service.generate(new GenerateSuguruCommand(new SuguruGenerator.Request(5, 5, 5, 1, false), null, out, null));
        verify(files).writeAtomically(out, "FILE");
    }

    @Test
    void explain_an_unsolvable_puzzle_gives_no_steps_and_the_reason() {
        GridShape shape = GridShape.of(1, 2);
        when(files.loadPuzzle(FILE, null)).thenReturn(SuguruPuzzle.of(RegionMap.of(shape, new int[] {1, 2}),
                IntGrid.filled(shape, 0)));
        var result = new ExplainSuguruService(files).explain(new ExplainSuguruCommand(FILE, null, false, null));
        assertThat(result.steps()).isEmpty();
        assertThat(result.outcome()).isInstanceOf(SolveOutcome.Unsolvable.class);
    }
}
