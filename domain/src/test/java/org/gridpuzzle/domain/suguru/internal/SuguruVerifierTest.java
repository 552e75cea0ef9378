package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

class SuguruVerifierTest {

    // AAB
    // ACB   A = 3 cells, B = 2, C = 1
    private final SuguruPuzzle puzzle = Puzzles.of(new String[] {"AAB", "ACB"}, new String[] {"1..", "..."});

    @Test
    void names_each_kind_of_violation() {
        SuguruPuzzle p = Puzzles.of(new String[] {"AAB", "CCB"}, null);
        assertThat(SuguruVerifier.verify(p, Puzzles.grid("121", "342"))).extracting(Violation::kind)
                .contains(Violation.Kind.OUT_OF_RANGE);
        assertThat(SuguruVerifier.verify(p, Puzzles.grid("212", "121"))).extracting(Violation::kind)
                .containsOnly(Violation.Kind.EQUAL_NEIGHBOURS);
        assertThat(SuguruVerifier.verify(p, Puzzles.grid("112", "221"))).extracting(Violation::kind)
                .contains(Violation.Kind.REPEAT_IN_REGION);
    }

    @Test
    void lists_every_violation_with_cells() {
        List<Violation> v = SuguruVerifier.verify(puzzle, Puzzles.grid("2.1", "114"));
        assertThat(v).extracting(Violation::kind).containsExactlyInAnyOrder(
                Violation.Kind.EMPTY_CELL, Violation.Kind.OUT_OF_RANGE, Violation.Kind.CHANGED_GIVEN,
                Violation.Kind.EQUAL_NEIGHBOURS, Violation.Kind.EQUAL_NEIGHBOURS);
        assertThat(v).filteredOn(x -> x.kind() == Violation.Kind.CHANGED_GIVEN).singleElement()
                .satisfies(x -> assertThat(x.cells()).containsExactly(Position.of(0, 0)));
        assertThat(v).filteredOn(x -> x.kind() == Violation.Kind.EMPTY_CELL).singleElement()
                .satisfies(x -> assertThat(x.message()).isEqualTo("r1c2 is empty"));
    }

    @Test
    void wrong_size_is_one_violation() {
        assertThat(SuguruVerifier.verify(puzzle, Puzzles.grid("12", "21"))).extracting(Violation::kind)
                .containsExactly(Violation.Kind.WRONG_SIZE);
    }

    @Test
    void model_rejects_givens_larger_than_their_region() {
        assertThatThrownBy(() -> Puzzles.of(new String[] {"AAB", "ACB"}, new String[] {"...", ".2."}))
                .isInstanceOf(InvalidModelException.class)
                .hasMessage("given 2 at r2c2 does not fit its region of 1 cell (allowed: 1..1)");
    }

    @Test
    void two_complete_regions_in_a_window_are_named() {
        SuguruPuzzle p = Puzzles.of(new String[] {"AB", "CC"}, null);
        assertThat(UnsolvabilityCheck.reason(p)).hasValueSatisfying(r -> assertThat(r)
                .startsWith("the 2x2 window at r1c1..r2c2 holds 3 complete regions"));
        assertThat(new FastSolver().solve(p, Limits.none()))
                .isInstanceOfSatisfying(SolveOutcome.Unsolvable.class, u -> assertThat(u.reason()).contains("2x2 window"));
    }

    @Test
    void conflicting_givens_are_named() {
        SuguruPuzzle p = Puzzles.of(new String[] {"AAB", "AAB", "CCC"}, new String[] {"1..", ".1.", "..."});
        assertThat(UnsolvabilityCheck.reason(p)).hasValueSatisfying(r -> assertThat(r).startsWith("the givens conflict"));
    }
}
