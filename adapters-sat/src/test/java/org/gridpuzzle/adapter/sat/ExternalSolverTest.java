package org.gridpuzzle.adapter.sat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.adapter.sat.dimacs.ExternalSatSolver;
import org.gridpuzzle.fixtures.Formulas;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncodings;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverException;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** External DIMACS solvers against Sat4j on the same formulas, and every way an external solver can fail. */
class ExternalSolverTest {

    @TempDir
    Path dir;

    private static List<String> installed() {
        List<String> out = new ArrayList<>();
        for (String cmd : List.of("cadical -q", "minisat -verb=0", "kissat -q")) {
            try {
                new ExternalSatSolver(cmd);
                out.add(cmd);
            } catch (SatSolverException e) {
                // not installed here
            }
        }
        return out;
    }

    private static SatStatus solve(SatSolver solver, Cnf cnf) {
        cnf.copyTo(solver);
        SatStatus status = solver.solve(Limits.none().withTimeLimit(Duration.ofSeconds(30)));
        if (status == SatStatus.SAT) {
            assertThat(cnf.firstFalsified(solver.model())).as(solver.name()).isNull();
        }
        return status;
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void external_solvers_agree_with_sat4j_on_random_and_encoded_formulas() {
        List<String> commands = installed();
        Assumptions.assumeFalse(commands.isEmpty(), "no external SAT solver on the PATH");
        List<Cnf> formulas = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            formulas.add(Formulas.random3Sat(40, 160 + i % 20, i));
        }
        Random random = new Random(3);
        for (int i = 0; i < 12; i++) {
            Graph g = RandomGrids.of(6, 6, 0.35, i).graph();
            Cnf cnf = new Cnf();
            ReachabilityEncodings.encode(EncodingKind.values()[i % 3], g, random.nextInt(g.vertexCount()),
                    random.nextInt(g.vertexCount()), cnf);
            formulas.add(cnf);
        }
        int sat = 0;
        for (Cnf cnf : formulas) {
            SatStatus expected;
            try (Sat4jSolver sat4j = new Sat4jSolver()) {
                expected = solve(sat4j, cnf);
            }
            sat += expected == SatStatus.SAT ? 1 : 0;
            for (String command : commands) {
                assertThat(solve(new ExternalSatSolver(command), cnf)).as(command + " on " + cnf).isEqualTo(expected);
            }
        }
        assertThat(sat).as("the mix holds both answers").isBetween(1, formulas.size() - 1);
    }

    @Test
    void assumptions_work_without_incrementality() {
        List<String> commands = installed();
        Assumptions.assumeFalse(commands.isEmpty(), "no external SAT solver on the PATH");
        for (String command : commands) {
            ExternalSatSolver solver = new ExternalSatSolver(command);
            int a = solver.newVariable();
            int b = solver.newVariable();
            solver.addClause(a, b);
            assertThat(solver.solve(new int[] {-a}, Limits.none())).isEqualTo(SatStatus.SAT);
            assertThat(solver.value(b)).isTrue();
            assertThat(solver.solve(new int[] {-a, -b}, Limits.none())).isEqualTo(SatStatus.UNSAT);
            assertThat(solver.failedAssumptions()).containsExactlyInAnyOrder(-a, -b);
            assertThat(solver.incremental()).isFalse();
        }
    }

    private Path script(String name, String body) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private static Cnf small() {
        Cnf cnf = new Cnf(2);
        cnf.addClause(1, 2);
        cnf.addClause(-1);
        return cnf;
    }

    @Test
    void garbage_output_names_the_command_and_keeps_the_cnf() throws Exception {
        Path garbage = script("garbage", "echo hello world");
        assertThat(failsKeepingTheCnf(new ExternalSatSolver(garbage.toString()), "no answer (hello world)"))
                .contains("SAT solver '" + garbage + "'");
    }

    @Test
    void a_crash_names_the_command() throws Exception {
        Path crash = script("crash", "echo 'segmentation fault' >&2; exit 139");
        assertThatThrownBy(() -> solve(new ExternalSatSolver(crash.toString()), small()))
                .isInstanceOf(SatSolverException.class)
                .hasMessageContaining("exit code 139")
                .hasMessageContaining("segmentation fault");
    }

    @Test
    void a_status_line_without_its_exit_code_is_no_answer() throws Exception {
        String[][] cases = {
            {"unsat-crash", "echo 's UNSATISFIABLE'; exit 1", "exit code 1"},
            {"sat-crash", "echo 's SATISFIABLE'; echo 'v -1 2 0'; exit 139", "exit code 139"},
            {"unsat-as-sat", "echo 's UNSATISFIABLE'; exit 10", "exit code 10"},
            {"bare-exit", "exit 20", "exit code 20"},
        };
        for (String[] c : cases) {
            Path fake = script(c[0], c[1]);
            assertThatThrownBy(() -> solve(new ExternalSatSolver(fake.toString()), small())).as(c[0])
                    .isInstanceOf(SatSolverException.class)
                    .hasMessageContaining(c[2]);
        }
        Path honest = script("honest", "echo 's UNSATISFIABLE'; exit 20");
        Cnf contradiction = new Cnf(1);
        contradiction.addClause(1);
        contradiction.addClause(-1);
        assertThat(solve(new ExternalSatSolver(honest.toString()), contradiction)).isEqualTo(SatStatus.UNSAT);
    }

    @Test
    void a_wrong_model_is_caught() throws Exception {
        Path liar = script("liar", "echo 's SATISFIABLE'; echo 'v 1 -2 0'; exit 10");
        assertThatThrownBy(() -> solve(new ExternalSatSolver(liar.toString()), small()))
                .isInstanceOf(SatSolverException.class)
                .hasMessageContaining("falsifies clause");
    }

    @Test
    void output_far_beyond_a_model_is_refused_before_it_is_read() throws Exception {
        // a 2-variable formula and 8 MB of model: refused by its size, quickly, whatever it says
        Path flood = script("flood", "echo 's SATISFIABLE'; head -c 8000000 /dev/zero | tr '\\0' '1'; echo; exit 10");
        long t0 = System.nanoTime();
        failsKeepingTheCnf(new ExternalSatSolver(flood.toString()), "more than a model of 2 variables takes");
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(20.0);
    }

    @Test
    void a_missing_program_is_named() {
        assertThatThrownBy(() -> new ExternalSatSolver("no-such-solver-xyz -q"))
                .isInstanceOf(SatSolverException.class)
                .hasMessageContaining("'no-such-solver-xyz' is not an executable on the PATH");
    }

    @Test
    void the_time_limit_kills_a_hanging_solver_long_before_it_would_end() throws Exception {
        Path sleeper = script("sleeper", "sleep 30");
        ExternalSatSolver solver = new ExternalSatSolver(sleeper.toString());
        small().copyTo(solver);
        long start = System.nanoTime();
        assertThat(solver.solve(Limits.none().withTimeLimit(Duration.ofMillis(300)))).isEqualTo(SatStatus.UNKNOWN);
        // a bound a busy machine keeps: the solver would sleep 30 s (the tight figures are docs/limits.sh's)
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(10.0);
    }

    @Test
    void a_limit_kills_the_solver_and_the_child_it_started_even_one_ignoring_sigterm() throws Exception {
        Path pidFile = dir.resolve("child.pid");
        Path wrapper = script("wrapper", "(trap '' TERM; sleep 30) & echo $! > " + pidFile + "; wait");
        ExternalSatSolver solver = new ExternalSatSolver(wrapper.toString());
        small().copyTo(solver);
        assertThat(solver.solve(Limits.none().withTimeLimit(Duration.ofMillis(300)))).isEqualTo(SatStatus.UNKNOWN);
        long child = Long.parseLong(Files.readString(pidFile).trim());
        assertThat(aliveAfter(child, Duration.ofSeconds(2))).as("child " + child).isFalse();
    }

    @Test
    void without_a_time_limit_a_hanging_solver_meets_the_default_limit_as_a_failure() throws Exception {
        Path sleeper = script("hang", "sleep 30");
        ExternalSatSolver solver = new ExternalSatSolver(sleeper.toString(), Duration.ofMillis(300));
        small().copyTo(solver);
        assertThatThrownBy(() -> solver.solve(Limits.none()))
                .isInstanceOf(SatSolverException.class)
                .hasMessageContaining("gave no answer within 300 ms, the limit of a run without --timeout");
    }

    @Test
    void cancellation_stops_the_solver_as_no_answer() throws Exception {
        Path sleeper = script("slow", "sleep 30");
        ExternalSatSolver solver = new ExternalSatSolver(sleeper.toString());
        small().copyTo(solver);
        long cancelAt = System.nanoTime() + 200_000_000L;
        long start = System.nanoTime();
        assertThat(solver.solve(Limits.none().withCancellation(() -> System.nanoTime() > cancelAt)))
                .isEqualTo(SatStatus.UNKNOWN);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(10.0);
    }

    @Test
    void sat4j_honours_the_time_limit_and_cancellation() {
        try (Sat4jSolver solver = new Sat4jSolver()) {
            Formulas.pigeonhole(11).copyTo(solver);
            long start = System.nanoTime();
            assertThat(solver.solve(Limits.none().withTimeLimit(Duration.ofMillis(500)))).isEqualTo(SatStatus.UNKNOWN);
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(10.0);
            long cancelAt = System.nanoTime() + 300_000_000L;
            assertThat(solver.solve(Limits.none().withCancellation(() -> System.nanoTime() > cancelAt)))
                    .isEqualTo(SatStatus.UNKNOWN);
        }
    }

    @Test
    void sat4j_reports_failed_assumptions_and_stays_incremental() {
        try (Sat4jSolver solver = new Sat4jSolver()) {
            int a = solver.newVariable();
            int b = solver.newVariable();
            int c = solver.newVariable();
            solver.addClause(-a, -b);
            assertThat(solver.solve(new int[] {a, b, c}, Limits.none())).isEqualTo(SatStatus.UNSAT);
            assertThat(solver.failedAssumptions()).doesNotContain(c).contains(a);
            assertThat(solver.solve(new int[] {a, c}, Limits.none())).isEqualTo(SatStatus.SAT);
            assertThat(solver.value(b)).isFalse();
            solver.addClause();
            assertThat(solver.solve(Limits.none())).isEqualTo(SatStatus.UNSAT);
        }
    }

    /** The failure's message names the kept CNF; it exists and holds the formula. */
    private static String failsKeepingTheCnf(ExternalSatSolver solver, String why) throws Exception {
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> solve(solver, small()));
        assertThat(t).isInstanceOf(SatSolverException.class).hasMessageContaining(why)
                .hasMessageContaining("the CNF is kept at");
        String kept = t.getMessage().replaceAll("(?s).*the CNF is kept at (\\S+).*", "$1");
        assertThat(Files.readString(Path.of(kept))).contains("p cnf 2 2");
        // the previous reports' old L11: the kept formula was mode 644 in /tmp; it is this user's alone
        assertThat(Files.getPosixFilePermissions(Path.of(kept))).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        Files.delete(Path.of(kept));
        return t.getMessage();
    }

    @Test
    void two_status_lines_are_a_failure_whichever_comes_last() throws Exception {
        // the formula is satisfiable: believing the last line would be a false proof
        failsKeepingTheCnf(new ExternalSatSolver(script("twice",
                "echo 's SATISFIABLE'; echo 'v -1 2 0'; echo 's UNSATISFIABLE'; exit 20").toString()),
                "printed 2 status lines");
        failsKeepingTheCnf(new ExternalSatSolver(script("twice-same",
                "echo 's SATISFIABLE'; echo 's SATISFIABLE'; echo 'v -1 2 0'; exit 10").toString()),
                "printed 2 status lines");
    }

    @Test
    void a_status_the_exit_code_contradicts_is_a_failure() throws Exception {
        failsKeepingTheCnf(new ExternalSatSolver(script("unsat10", "echo 's UNSATISFIABLE'; exit 10").toString()),
                "with exit code 10");
        failsKeepingTheCnf(new ExternalSatSolver(script("sat20", "echo 's SATISFIABLE'; echo 'v -1 2 0'; exit 20")
                .toString()), "with exit code 20");
    }

    @Test
    void a_model_beside_another_status_is_a_failure() throws Exception {
        failsKeepingTheCnf(new ExternalSatSolver(script("model-unsat", "echo 's UNSATISFIABLE'; echo 'v -1 2 0'; exit 20")
                .toString()), "printed a model beside 's UNSATISFIABLE'");
        failsKeepingTheCnf(new ExternalSatSolver(script("model-alone", "echo 'v -1 2 0'; exit 10").toString()),
                "printed a model beside no status line");
    }

    /**
     * An external solver is never trusted: a model naming a variable the formula does not have (hostile run, old L14:
     * {@code v -1 2 99 0} for 2 variables was believed, exit 10), a token that is no literal, or one variable given
     * both values is a broken solver, although the formula's clauses all hold under what it printed.
     */
    @Test
    void a_model_with_literals_the_formula_does_not_have_is_a_failure() throws Exception {
        failsKeepingTheCnf(new ExternalSatSolver(script("beyond", "echo 's SATISFIABLE'; echo 'v -1 2 99 0'; exit 10")
                .toString()), "named variable 99 in its model; the formula has 2 variables");
        failsKeepingTheCnf(new ExternalSatSolver(script("huge", "echo 's SATISFIABLE'; echo 'v -1 2 -99999999999 0';"
                + " exit 10").toString()), "named variable 99999999999");
        // the one long whose Math.abs is negative: it was taken for variable 0, and the model believed
        failsKeepingTheCnf(new ExternalSatSolver(script("min", "echo 's SATISFIABLE'; echo 'v -1 2 -9223372036854775808"
                + " 0'; exit 10").toString()), "named variable 9223372036854775808 in its model");
        failsKeepingTheCnf(new ExternalSatSolver(script("word", "echo 's SATISFIABLE'; echo 'v -1 two 2 0'; exit 10")
                .toString()), "printed 'two' in its model, which is no literal");
        failsKeepingTheCnf(new ExternalSatSolver(script("both", "echo 's SATISFIABLE'; echo 'v -1 2'; echo 'v 1 0';"
                + " exit 10").toString()), "gave variable 1 both values");
        // MiniSat's result file is held to the same
        Path minisat = script("minisat", "printf 'SAT\\n-1 2 3 0\\n' > \"$2\"; exit 10");
        assertThatThrownBy(() -> solve(new ExternalSatSolver(minisat.toString()), small()))
                .isInstanceOf(SatSolverException.class).hasMessageContaining("named variable 3");
        // the same literals within the formula, over two lines, are a model
        Path fine = script("fine", "echo 's SATISFIABLE'; echo 'v -1'; echo 'v 2 0'; exit 10");
        assertThat(solve(new ExternalSatSolver(fine.toString()), small())).isEqualTo(SatStatus.SAT);
    }

    @Test
    void a_double_forked_grandchild_in_a_session_of_its_own_is_killed_with_the_run() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc")) && Files.isExecutable(Path.of("/usr/bin/setsid")),
                "needs /proc and setsid");
        Path pidFile = dir.resolve("grandchild.pid");
        // setsid forks a child that leaves our session; it starts the sleeper in the background and exits at once,
        // so the sleeper is an orphan of init, outside the solver's tree, group and session
        Path escaper = script("escaper", "setsid sh -c 'sleep 60 & echo $! > " + pidFile + "'; sleep 60");
        ExternalSatSolver solver = new ExternalSatSolver(escaper.toString());
        small().copyTo(solver);
        assertThat(solver.solve(Limits.none().withTimeLimit(Duration.ofMillis(500)))).isEqualTo(SatStatus.UNKNOWN);
        long grandchild = Long.parseLong(Files.readString(pidFile).trim());
        assertThat(aliveAfter(grandchild, Duration.ofSeconds(5))).as("grandchild " + grandchild + " outlived the run")
                .isFalse();
    }

    /** Whether process {@code pid} is still alive after waiting up to {@code grace} for it to end. */
    private static boolean aliveAfter(long pid, Duration grace) throws InterruptedException {
        long until = System.nanoTime() + grace.toNanos();
        while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
}
