package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.junit.jupiter.api.Test;

class ReachabilityCheckTest {

    /** 3x3, open but for (1,1) and (1,2): S top left, T bottom right. */
    private static MarkedGridMap map(boolean wallAcross) {
        boolean[] open = new boolean[9];
        java.util.Arrays.fill(open, true);
        open[4] = false;
        open[5] = false;
        if (wallAcross) {
            open[3] = false;
        }
        return new MarkedGridMap(new GridMap(GridShape.of(3, 3), open), Optional.of(Position.of(0, 0)),
                Optional.of(Position.of(2, 2)));
    }

    @Test
    void a_true_path_passes_and_each_kind_of_wrong_one_is_named() {
        assertThat(ReachabilityCheck.path(map(false), "0,0 1,0 2,0 2,1 2,2", 5L)).isNull();
        assertThat(ReachabilityCheck.path(map(false), "0,0 1,1 2,2", 3L)).contains("not an open cell");
        assertThat(ReachabilityCheck.path(map(false), "0,0 1,0 2,0 2,2", 4L)).contains("jumps");
        assertThat(ReachabilityCheck.path(map(false), "1,0 2,0 2,1 2,2", 4L)).contains("not at S");
        assertThat(ReachabilityCheck.path(map(false), "0,0 1,0 2,0 2,1", 4L)).contains("not at T");
        assertThat(ReachabilityCheck.path(map(false), "0,0 1,0 2,0 2,1 2,2", 6L)).contains("not 6");
    }

    @Test
    void no_path_is_confirmed_only_when_search_finds_none() {
        assertThat(ReachabilityCheck.unreachable(map(true))).isNull();
        assertThat(ReachabilityCheck.unreachable(map(false))).contains("5 cells");
    }
}
