package org.gridpuzzle.adapter.sat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** {@link ReachabilityEncodingsTest}'s agreement with breadth-first search on many more grids (CI's run). */
class ReachabilityEncodingsIT {

    @Property(tries = 300)
    void every_encoding_agrees_with_bfs_and_decodes_a_valid_path(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols, @ForAll @DoubleRange(min = 0.0, max = 0.5) double walls,
            @ForAll long seed) {
        ReachabilityEncodingsTest.agreesWithBfs(rows, cols, walls, seed);
    }
}
