package org.gridpuzzle.application.service.reachability;

import org.gridpuzzle.application.input.PuzzleSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.MissingEndpointException;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.sat.SolveCnfCommand;
import org.gridpuzzle.application.port.in.sat.SolveCnfResult;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.sat.LoadCnfPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.service.DpllSolver;
import org.gridpuzzle.application.service.sat.SolveCnfService;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reachability and CNF services with a small complete solver behind the SAT port (and mocked solvers for the
 * answers a broken back-end could give): paths are checked against the map, models against the formula.
 */
class ReachabilityAndSatServicesTest {

    private static final PuzzleSource OPEN = PuzzleSource.file(Path.of("open.map"));
    private static final PuzzleSource WALLED = PuzzleSource.file(Path.of("walled.map"));
    private static final PuzzleSource UNMARKED = PuzzleSource.file(Path.of("unmarked.map"));

    private final LoadGridMapPort maps = mock(LoadGridMapPort.class);
    private final SaveCnfPort saved = mock(SaveCnfPort.class);
    private final LoadCnfPort cnfs = mock(LoadCnfPort.class);
    private final SelectSatSolverPort solvers = mock(SelectSatSolverPort.class);

    /** Rows of '#' and '.', with S and T. */
    private static MarkedGridMap map(String... rows) {
        GridShape shape = GridShape.of(rows.length, rows[0].length());
        boolean[] open = new boolean[shape.size()];
        Position s = null;
        Position t = null;
        for (int i = 0; i < open.length; i++) {
            char ch = rows[i / shape.cols()].charAt(i % shape.cols());
            open[i] = ch != '#';
            s = ch == 'S' ? shape.position(i) : s;
            t = ch == 'T' ? shape.position(i) : t;
        }
        return new MarkedGridMap(new GridMap(shape, open), Optional.ofNullable(s), Optional.ofNullable(t));
    }

    @BeforeEach
    void ports() {
        when(maps.loadMap(OPEN)).thenReturn(map("S..", ".#.", "..T"));
        when(maps.loadMap(WALLED)).thenReturn(map("S#.", "##.", "..T"));
        when(maps.loadMap(UNMARKED)).thenReturn(map("...", "..."));
        when(solvers.select(any())).thenReturn(new SatBackend("dpll (test)", DpllSolver::new));
    }

    private CheckReachabilityResult check(PuzzleSource map, EncodingKind kind, Path dimacs) {
        return new CheckReachabilityService(maps, saved, solvers).check(new CheckReachabilityCommand(map, null, null, kind,
                false, "anything", dimacs, null));
    }

    @Test
    void every_encoding_finds_a_path_of_adjacent_open_cells_from_s_to_t() {
        for (EncodingKind kind : EncodingKind.values()) {
            CheckReachabilityResult r = check(OPEN, kind, null);
            assertThat(r.status()).as(kind.label()).isEqualTo(SatStatus.SAT);
            List<Position> path = r.path().orElseThrow();
            assertThat(path.get(0)).isEqualTo(Position.of(0, 0));
            assertThat(path.get(path.size() - 1)).isEqualTo(Position.of(2, 2));
            for (int i = 1; i < path.size(); i++) {
                Position a = path.get(i - 1);
                Position b = path.get(i);
                assertThat(Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col())).isEqualTo(1);
                assertThat(r.map().isOpen(b)).isTrue();
            }
            assertThat(r.solver()).isEqualTo("dpll (test)");
        }
    }

    @Test
    void the_tree_encoding_marks_exactly_the_component_of_the_source() {
        CheckReachabilityResult r = check(OPEN, EncodingKind.TREE, null);
        assertThat(r.component()).hasSize(8).doesNotContain(Position.of(1, 1));
    }

    @Test
    void a_walled_off_target_is_unreachable_in_every_encoding() {
        for (EncodingKind kind : EncodingKind.values()) {
            CheckReachabilityResult r = check(WALLED, kind, null);
            assertThat(r.status()).as(kind.label()).isEqualTo(SatStatus.UNSAT);
            assertThat(r.path()).isEmpty();
        }
    }

    @Test
    void the_formula_is_saved_only_when_asked_and_its_size_is_reported() {
        check(OPEN, EncodingKind.PATH, null);
        verify(saved, never()).saveCnf(any(), any(), any());
        Path out = Path.of("f.cnf");
        CheckReachabilityResult r = check(OPEN, EncodingKind.PATH, out);
        verify(saved).saveCnf(eq(out), any(Cnf.class), any(Limits.class));
        assertThat(r.variables()).isPositive();
        assertThat(r.clauses()).isPositive();
    }

    @Test
    void a_map_without_s_or_t_names_the_missing_end_and_a_wall_end_is_bad_input() {
        assertThatThrownBy(() -> check(UNMARKED, EncodingKind.PATH, null))
                .isInstanceOfSatisfying(MissingEndpointException.class,
                        e -> assertThat(e.endpoint()).isEqualTo(MissingEndpointException.Endpoint.SOURCE));
        assertThatThrownBy(() -> new CheckReachabilityService(maps, saved, solvers).check(new CheckReachabilityCommand(
                UNMARKED, Position.of(0, 0), null, null, false, null, null, null)))
                .isInstanceOfSatisfying(MissingEndpointException.class,
                        e -> assertThat(e.endpoint()).isEqualTo(MissingEndpointException.Endpoint.TARGET));
        assertThatThrownBy(() -> new CheckReachabilityService(maps, saved, solvers).check(new CheckReachabilityCommand(
                OPEN, Position.of(1, 1), null, null, false, null, null, null)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining(OPEN.toString());
    }

    @Test
    void a_model_without_an_s_t_path_is_a_bug_not_an_answer() {
        when(solvers.select(anyString())).thenReturn(new SatBackend("liar", LiarSolver::new));
        assertThatThrownBy(() -> check(OPEN, EncodingKind.PATH, null)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no s-t path");
    }

    @Test
    void solve_cnf_reports_a_checked_model_or_unsat() {
        PuzzleSource sat = PuzzleSource.file(Path.of("sat.cnf"));
        PuzzleSource unsat = PuzzleSource.file(Path.of("unsat.cnf"));
        Cnf satisfiable = new Cnf(3);
        satisfiable.addClause(1, 2);
        satisfiable.addClause(-1, 3);
        satisfiable.addClause(-2, -3);
        Cnf contradiction = new Cnf(1);
        contradiction.addClause(1);
        contradiction.addClause(-1);
        when(cnfs.loadCnf(sat)).thenReturn(satisfiable);
        when(cnfs.loadCnf(unsat)).thenReturn(contradiction);
        SolveCnfService service = new SolveCnfService(cnfs, solvers);
        SolveCnfResult r = service.solve(new SolveCnfCommand(sat, null, Limits.none()));
        assertThat(r.status()).isEqualTo(SatStatus.SAT);
        assertThat(satisfiable.firstFalsified(r.model())).isNull();
        assertThat(r.variables()).isEqualTo(3);
        assertThat(r.clauses()).isEqualTo(3);
        SolveCnfResult u = service.solve(new SolveCnfCommand(unsat, null, null));
        assertThat(u.status()).isEqualTo(SatStatus.UNSAT);
        assertThat(u.model()).isNull();
    }

    @Test
    void a_header_declaring_far_more_variables_than_its_clauses_use_is_solved_over_the_used_ones() {
        // "p cnf 16777216 1" over one unit clause: the solver was told of 2^24 variables, refused at --memory 1g and set
        // up for 1.5 s past a 1 s limit otherwise
        PuzzleSource file = PuzzleSource.file(Path.of("header.cnf"));
        Cnf cnf = new Cnf(1 << 24);
        cnf.addClause(1 << 23);
        when(cnfs.loadCnf(file)).thenReturn(cnf);
        SolveCnfResult r = new SolveCnfService(cnfs, solvers).solve(new SolveCnfCommand(file, null,
                Limits.none().withMemoryBudget(64L << 20)));
        assertThat(r.status()).isEqualTo(SatStatus.SAT);
        assertThat(r.variables()).isEqualTo(1 << 24);
        assertThat(r.model()).hasSize((1 << 24) + 1);
        assertThat(r.model()[1 << 23]).isTrue();
        assertThat(cnf.firstFalsified(r.model())).isNull();
    }

    @Test
    void a_model_that_falsifies_the_formula_is_caught() {
        PuzzleSource file = PuzzleSource.file(Path.of("f.cnf"));
        Cnf cnf = new Cnf(1);
        cnf.addClause(1);
        when(cnfs.loadCnf(file)).thenReturn(cnf);
        when(solvers.select(any())).thenReturn(new SatBackend("liar", LiarSolver::new));
        assertThatThrownBy(() -> new SolveCnfService(cnfs, solvers).solve(new SolveCnfCommand(file, null, null)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("falsifies [1]");
    }

    /** A back-end that claims SAT with every variable false, whatever the formula. */
    private static final class LiarSolver implements SatSolver {
        private int variables;

        @Override
        public String name() {
            return "liar";
        }

        @Override
        public int newVariable() {
            return ++variables;
        }

        @Override
        public void addClause(int... literals) {
            // ignored: the answer is the same whatever the clauses
        }

        @Override
        public int variableCount() {
            return variables;
        }

        @Override
        public SatStatus solve(int[] assumptions, Limits limits) {
            return SatStatus.SAT;
        }

        @Override
        public boolean value(int variable) {
            return false;
        }

        @Override
        public boolean[] model() {
            return new boolean[variables + 1];
        }

        @Override
        public int[] failedAssumptions() {
            return new int[0];
        }

        @Override
        public boolean incremental() {
            return false;
        }

        @Override
        public void close() {
            // nothing held
        }
    }
}
