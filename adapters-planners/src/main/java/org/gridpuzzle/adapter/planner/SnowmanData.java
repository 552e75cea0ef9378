package org.gridpuzzle.adapter.planner;

import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.snowman.SnowmanLevel;

/** A Snowman level as the data of {@code snowman.mzn}: floor cells 1..N in the floor map's order, 0 the wall. */
final class SnowmanData {

    private SnowmanData() {
    }

    static String write(SnowmanLevel level, FloorMap floor, int steps, int setting) {
        int n = floor.size();
        StringBuilder sb = new StringBuilder();
        sb.append("N = ").append(n).append(";\nT = ").append(steps).append(";\nsetting = ").append(setting).append(";\n");
        sb.append("nxt = [|");
        StringBuilder from = new StringBuilder();
        StringBuilder to = new StringBuilder();
        int edges = 0;
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : "|");
            Direction[] dirs = Direction.values();
            for (int d = 0; d < dirs.length; d++) {
                int j = floor.next(i, dirs[d]);
                sb.append(d == 0 ? "" : ",").append(j + 1);
                if (j > i) { // each edge once: the path constraint's graph is undirected
                    from.append(edges == 0 ? "" : ",").append(i + 1);
                    to.append(edges == 0 ? "" : ",").append(j + 1);
                    edges++;
                }
            }
        }
        sb.append("|];\nball0 = [");
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append(level.start().balls(floor.cell(i)));
        }
        sb.append("];\nsnow0 = [");
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append(level.start().snow(floor.cell(i)));
        }
        sb.append("];\nagent0 = ").append(floor.index(level.start().agent()) + 1).append(";\n");
        sb.append("snowmen = ").append(level.snowmen()).append(";\n");
        sb.append("E = ").append(edges).append(";\nefrom = [").append(from).append("];\neto = [").append(to).append("];\n");
        return sb.toString();
    }
}
