package org.gridpuzzle.application.service.games;

import jakarta.inject.Inject;
import java.util.Locale;
import org.gridpuzzle.application.port.in.games.SolveSnowmanUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.games.GameLevelFilePort;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.domain.planning.SnowmanSequentialEncoding;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanReplay;

/**
 * Ascends T = 0, 1, 2, … with the sequential walking-abstracted f(T) until it is satisfiable: every
 * smaller T was refuted, so the plan is optimal in ball moves. One line of progress per T; the plan is
 * replayed by the simulator before it is returned.
 */
public final class SolveSnowmanService implements SolveSnowmanUseCase {

    private final GameLevelFilePort files;
    private final SatBackendPort backends;
    private final ProgressPort progress;

    @Inject
    public SolveSnowmanService(GameLevelFilePort files, SatBackendPort backends, ProgressPort progress) {
        this.files = files;
        this.backends = backends;
        this.progress = progress;
    }

    @Override
    public SolveSnowmanResult solve(SolveSnowmanCommand command) {
        SnowmanLevel level = files.snowmanLevel(command.file());
        String name = command.file().getFileName().toString();
        String solverName = backends.describe(command.solver());
        long start = System.nanoTime();
        if (SnowmanReplay.solved(level, level.start())) {
            return new SolveSnowmanResult(name, "", 0, true, 0, solverName, 0, null);
        }
        for (int t = 1; t <= command.maxBallMoves(); t++) {
            long t0 = System.nanoTime();
            try (SatSolver solver = backends.factory(command.solver()).create()) {
                SnowmanSequentialEncoding f = new SnowmanSequentialEncoding(level, t, solver);
                SatStatus status = solver.solve(command.limits().remaining(System.nanoTime() - start));
                progress.report("snowman", String.format(Locale.ROOT, "%d ball moves: %s in %.1f s", t,
                        status.name(), (System.nanoTime() - t0) / 1e9));
                if (status == SatStatus.SAT) {
                    String moves = f.plan();
                    SnowmanReplay.Result replay = SnowmanReplay.play(level, moves);
                    if (!replay.ok() || !SnowmanReplay.solved(level, replay.state())) {
                        throw new IllegalStateException("the plan for " + t + " ball moves does not replay: "
                                + replay.error());
                    }
                    return new SolveSnowmanResult(name, moves, t, true, t, solverName, System.nanoTime() - start,
                            null);
                }
                if (status != SatStatus.UNSAT) {
                    String why = command.limits().cancelled().getAsBoolean() ? "cancelled" : "time limit";
                    return new SolveSnowmanResult(name, null, -1, false, t, solverName, System.nanoTime() - start,
                            why + " while trying " + t + " ball moves");
                }
            }
        }
        return new SolveSnowmanResult(name, null, -1, false, command.maxBallMoves() + 1, solverName,
                System.nanoTime() - start, "no plan with at most " + command.maxBallMoves() + " ball moves");
    }
}
