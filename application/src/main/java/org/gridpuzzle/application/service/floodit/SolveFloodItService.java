package org.gridpuzzle.application.service.floodit;

import org.gridpuzzle.domain.floodit.internal.ReplayResult;
import org.gridpuzzle.domain.search.Limits;
import jakarta.inject.Inject;
import org.gridpuzzle.application.error.UnsupportedBoardException;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.internal.Replay;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.floodit.internal.FloodItSolvers;
import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException;
import org.gridpuzzle.domain.grid.Position;

/** Loads the board, lets the domain choose and run the algorithm, and replays its moves before returning them. */
public final class SolveFloodItService implements SolveFloodItUseCase {

    private final LoadFloodItBoardPort boards;
    private final ProgressPort progress;

    @Inject
    public SolveFloodItService(LoadFloodItBoardPort boards, ProgressPort progress) {
        this.boards = boards;
        this.progress = progress;
    }

    @Override
    public SolveFloodItResult solve(SolveFloodItCommand command) {
        long begun = System.nanoTime();
        Limits run = command.limits().startingNow(); // --timeout covers reading a large board too
        Board board = boards.loadBoard(command.source(), command.line());
        Position pivot = FloodItPivots.resolve(board, command.pivot(), command.source());
        int p = board.vertex(pivot);
        long start = System.nanoTime();
        AlgorithmChoice choice = choose(board, command);
        FloodItAnswer answer = FloodItSolvers.solve(board, command.mode(), p, choice, command.beam(),
                run, new BoundsProgress(progress, begun));
        long nanos = System.nanoTime() - start;
        if (answer.found() || answer.hasBest()) {
            ReplayResult replay = Replay.play(board.graph(), command.mode(), p, answer.moves());
            if (!replay.flooded()) {
                throw new IllegalStateException("the " + choice.algorithm() + " moves do not flood the board: "
                        + replay.error());
            }
        }
        return new SolveFloodItResult(board, command.mode(), pivot, choice, command.beam(), answer, nanos);
    }

    private static AlgorithmChoice choose(Board board, SolveFloodItCommand command) {
        try {
            return command.mode() == Mode.FIXED ? AlgorithmChoice.fixed(board, command.algorithm(), command.exact())
                    : AlgorithmChoice.free(board, command.algorithm(), command.exact());
        } catch (UnsupportedAlgorithmException e) {
            throw new UnsupportedBoardException(command.source().name(), e);
        }
    }
}

