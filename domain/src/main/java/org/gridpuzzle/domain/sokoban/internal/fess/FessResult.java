package org.gridpuzzle.domain.sokoban.internal.fess;

import org.gridpuzzle.domain.search.StopReason;

/**
 * How a FESS run ended.
 *
 * @param solution the path to the solved position, or null
 * @param stopped why the run stopped before an answer (a limit), or null when it solved the puzzle or tried every
 *     move (then no solution exists in the tree's reach: nothing is pruned but proved dead ends)
 * @param best the path to the node of greatest rank ({@link FessGame#rank}: by default its score; the first such),
 *     or null when no root was added; the answer of a search that ends anywhere, such as the packing plan's backward
 *     search
 * @param counts what the run did
 */
public record FessResult(FessPath solution, StopReason stopped, FessPath best, FessCounts counts) {

    public boolean solved() {
        return solution != null;
    }

    /** Whether every move was tried without reaching a goal. */
    public boolean exhausted() {
        return solution == null && stopped == null;
    }
}
