package org.gridpuzzle.experiment.port.out.data;

import java.util.List;
import org.gridpuzzle.domain.floodit.Board;

/** A public board set: its boards and the published optimal length of each. */
public record FloodItSet(List<Board> boards, List<Integer> optimalLengths) {

    public FloodItSet {
        boards = List.copyOf(boards);
        optimalLengths = List.copyOf(optimalLengths);
    }
}

