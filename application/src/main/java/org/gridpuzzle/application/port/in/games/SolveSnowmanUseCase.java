package org.gridpuzzle.application.port.in.games;

import java.nio.file.Path;
import org.gridpuzzle.domain.search.Limits;

/** Plans a Snowman level by SAT, ascending the number of ball moves from 0: the first plan is optimal. */
public interface SolveSnowmanUseCase {

    SolveSnowmanResult solve(SolveSnowmanCommand command);

    /**
     * @param solver the SAT back-end ({@code sat4j}, {@code auto}, or a command line)
     * @param maxBallMoves give up once every plan of at most this many ball moves is refuted
     */
    record SolveSnowmanCommand(Path file, String solver, Limits limits, int maxBallMoves) {
    }

    /**
     * @param moves the plan (walks in lower case, ball moves in upper case), null when stopped
     * @param lowerBound the fewest ball moves still possible (the optimum when a plan was found)
     * @param stopped why a limit ended the search, or null
     */
    record SolveSnowmanResult(String level, String moves, int ballMoves, boolean optimal, int lowerBound, String solver,
            long nanos, String stopped) {
    }
}
