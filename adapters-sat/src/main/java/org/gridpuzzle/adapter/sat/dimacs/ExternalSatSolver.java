package org.gridpuzzle.adapter.sat.dimacs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.sat.SatSolverException;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.process.CommandWords;
import org.gridpuzzle.process.ScratchFolder;
import org.gridpuzzle.process.WatchedProcess;

/**
 * Any DIMACS solver run as a process on a temporary CNF file. Reads competition output ({@code s} line,
 * multi-line {@code v}), or MiniSat's result file when the program is minisat; an answer needs its exit code
 * too (10 SAT, 20 UNSAT), so a solver that claims UNSAT and then crashes has failed, not proved anything. A
 * watchdog ({@link WatchedProcess}) kills the process and everything it started at the time limit plus a grace
 * period, on cancellation, or after {@link #DEFAULT_LIMIT} when no limit is set (a failure, not an answer). Every model is
 * checked against the CNF before it is returned; on any failure the CNF is kept and named in the error.
 * Not incremental: assumptions become unit clauses and each call solves from scratch.
 */
public final class ExternalSatSolver implements SatSolver {

    /** A model line gives each variable as a signed number: at most 11 characters and a blank. */
    private static final int MAX_BYTES_PER_VARIABLE = 12;
    /** Comments, the status line and line prefixes besides. */
    private static final long MAX_OUTPUT_SLACK = 1L << 20;

    static final long GRACE_MILLIS = 500;
    /** The limit of one call when the caller sets none: a solver that hangs is not waited on forever. */
    public static final Duration DEFAULT_LIMIT = Duration.ofHours(1);

    /** The formula kept here until a call writes it out: an int per literal, an array per clause, a model entry. */
    public static final long BYTES_PER_VARIABLE = 2;
    public static final long BYTES_PER_LITERAL = 4;
    public static final long BYTES_PER_CLAUSE = 32;

    private final String commandLine;
    private final List<String> command;
    private final boolean resultFileMode;
    private final Cnf cnf = new Cnf();
    private boolean[] model = new boolean[1];
    private int[] failed = new int[0];
    private final Duration defaultLimit;

    public ExternalSatSolver(String commandLine) {
        this(commandLine, DEFAULT_LIMIT);
    }

    /** With the limit of a call that sets no time limit of its own. */
    public ExternalSatSolver(String commandLine, Duration defaultLimit) {
        this.defaultLimit = defaultLimit;
        this.commandLine = commandLine;
        this.command = CommandWords.split(commandLine);
        if (command.isEmpty()) {
            throw new SatSolverException(commandLine, "empty command");
        }
        Path program = CommandWords.locate(command.get(0))
                .orElseThrow(() -> new SatSolverException(commandLine, "'" + command.get(0) + "' is not an executable on the PATH"));
        this.command.set(0, program.toString());
        this.resultFileMode = program.getFileName().toString().startsWith("minisat");
    }

    @Override
    public String name() {
        return commandLine;
    }

    @Override
    public int newVariable() {
        return cnf.newVariable();
    }

    @Override
    public int newVariable(String name) {
        return cnf.newVariable(name);
    }

    @Override
    public void addClause(int... literals) {
        cnf.addClause(literals);
    }

    @Override
    public int variableCount() {
        return cnf.variableCount();
    }

    @Override
    public long heapBytes() {
        return cnf.variableCount() * BYTES_PER_VARIABLE + cnf.literalCount() * BYTES_PER_LITERAL
                + cnf.clauseCount() * BYTES_PER_CLAUSE;
    }

    @Override
    public SatStatus solve(int[] assumptions, Limits limits) {
        long begun = System.nanoTime();
        model = new boolean[cnf.variableCount() + 1];
        failed = new int[0];
        Path dir = null;
        try {
            dir = Files.createTempDirectory("gridpuzzle-sat");
            Path input = dir.resolve("formula.cnf");
            Path result = dir.resolve("result.txt");
            Path out = dir.resolve("stdout.txt");
            Path err = dir.resolve("stderr.txt");
            DimacsWriter.write(cnf, assumptions, input);
            List<String> argv = new ArrayList<>(command);
            argv.add(input.toString());
            if (resultFileMode) {
                argv.add(result.toString());
            }
            WatchedProcess process = WatchedProcess.start(argv, out, err);
            WatchedProcess.End end = process.await(limits, begun, GRACE_MILLIS, defaultLimit);
            if (end == WatchedProcess.End.DEFAULT_LIMIT) {
                throw failure(input, "gave no answer within " + (defaultLimit.toMinutes() > 0
                        ? defaultLimit.toMinutes() + " min" : defaultLimit.toMillis() + " ms")
                        + ", the limit of a run without --timeout");
            }
            if (end != WatchedProcess.End.EXITED) {
                return SatStatus.UNKNOWN;
            }
            int exit = process.exitCode();
            // a model takes a few bytes per variable: output far beyond that is a broken solver, refused before it is
            // read (300 MB of it took 25 s and 3.3 GiB), and the time limit is looked at before parsing
            Path answerFile = resultFileMode && Files.exists(result) ? result : out;
            long most = (long) cnf.variableCount() * MAX_BYTES_PER_VARIABLE + MAX_OUTPUT_SLACK;
            if (Files.size(answerFile) > most) {
                throw failure(input, "printed " + Files.size(answerFile) + " bytes, more than a model of "
                        + cnf.variableCount() + " variables takes (" + most + ")");
            }
            if (limits.cancelled().getAsBoolean()) {
                return SatStatus.UNKNOWN;
            }
            Answer answer = resultFileMode && Files.exists(result)
                    ? Answer.parseResultFile(Files.readString(result, StandardCharsets.US_ASCII), cnf.variableCount())
                    : Answer.parseCompetition(Files.readAllLines(out, StandardCharsets.ISO_8859_1), cnf.variableCount());
            String contradiction = answer.contradiction(exit);
            if (contradiction != null) {
                throw failure(input, contradiction);
            }
            SatStatus status = answer.status(exit);
            if (status == null) {
                throw failure(input, "exit code " + exit + " and no answer (" + tail(err, out) + ")");
            }
            if (status == SatStatus.SAT) {
                if (answer.model() == null) {
                    throw failure(input, "said SATISFIABLE but printed no model");
                }
                int[] falsified = cnf.firstFalsified(answer.model());
                if (falsified != null) {
                    throw failure(input, "returned a model that falsifies clause " + Arrays.toString(falsified));
                }
                for (int a : assumptions) {
                    if (answer.model()[Math.abs(a)] != a > 0) {
                        throw failure(input, "returned a model that breaks assumption " + a);
                    }
                }
                model = answer.model();
            } else if (status == SatStatus.UNSAT) {
                failed = assumptions.clone();
            }
            return status;
        } catch (IOException e) {
            throw new SatSolverException(commandLine, "cannot run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return SatStatus.UNKNOWN;
        } finally {
            ScratchFolder.deleteQuietly(dir);
        }
    }

    private SatSolverException failure(Path input, String problem) {
        String kept = "";
        try {
            // written into the file createTempFile made readable by this user only: copying over it with
            // REPLACE_EXISTING made a new file with the umask's mode (644), readable by everyone in /tmp
            Path keep = Files.createTempFile("gridpuzzle-failed-", ".cnf");
            try (java.io.OutputStream out = Files.newOutputStream(keep)) {
                Files.copy(input, out);
            }
            kept = "; the CNF is kept at " + keep;
        } catch (IOException e) {
            kept = "; the CNF could not be kept: " + e.getMessage();
        }
        return new SatSolverException(commandLine, problem + kept);
    }

    private static String tail(Path err, Path out) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(err, StandardCharsets.ISO_8859_1));
        if (lines.isEmpty()) {
            lines = Files.readAllLines(out, StandardCharsets.ISO_8859_1);
        }
        String last = lines.isEmpty() ? "no output" : lines.get(lines.size() - 1).trim();
        return last.length() > 200 ? last.substring(0, 200) + "..." : last;
    }

    @Override
    public boolean value(int variable) {
        return model[variable];
    }

    @Override
    public boolean[] model() {
        return model.clone();
    }

    @Override
    public int[] failedAssumptions() {
        return failed.clone();
    }

    @Override
    public boolean incremental() {
        return false;
    }

    @Override
    public void close() {
        // nothing held between calls
    }
}
