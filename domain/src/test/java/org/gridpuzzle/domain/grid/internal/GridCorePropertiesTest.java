package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class GridCorePropertiesTest {

    record Board(int rows, int cols, int[] values) {
    }

    @Provide
    Arbitrary<Board> boards() {
        return Combinators.combine(Arbitraries.integers().between(1, 9), Arbitraries.integers().between(1, 9),
                        Arbitraries.integers().between(1, 5))
                .flatAs((rows, cols, colours) -> Arbitraries.integers().between(0, colours - 1)
                        .array(int[].class).ofSize(rows * cols)
                        .map(v -> new Board(rows, cols, v)));
    }

    @Property(tries = 300)
    void components_agree_with_naive_bfs(@ForAll("boards") Board b) {
        IntGrid grid = IntGrid.of(GridShape.of(b.rows(), b.cols()), b.values());
        Components comps = Components.ofGrid(grid);
        int n = b.values().length;
        for (int v = 0; v < n; v++) {
            boolean[] reach = NaiveGrid.sameValueReach(b.rows(), b.cols(), b.values(), v);
            for (int w = 0; w < n; w++) {
                assertThat(comps.componentOf(v) == comps.componentOf(w)).isEqualTo(reach[w]);
            }
            assertThat(comps.value(comps.componentOf(v))).isEqualTo(b.values()[v]);
        }
        int total = 0;
        for (int c = 0; c < comps.count(); c++) {
            total += comps.size(c);
        }
        assertThat(total).isEqualTo(n);
    }

    @Property(tries = 300)
    void flood_fill_agrees_with_naive_bfs(@ForAll("boards") Board b, @ForAll("starts") int seed) {
        GridShape shape = GridShape.of(b.rows(), b.cols());
        int start = Math.floorMod(seed, shape.size());
        int[] component = FloodFill.component(shape.orthogonalNeighbours(), b.values(), start);
        boolean[] reach = NaiveGrid.sameValueReach(b.rows(), b.cols(), b.values(), start);
        Set<Integer> expected = new LinkedHashSet<>();
        for (int i = 0; i < reach.length; i++) {
            if (reach[i]) {
                expected.add(i);
            }
        }
        assertThat(Arrays.stream(component).boxed().toList()).containsExactlyElementsOf(expected);
        int[] filled = FloodFill.fill(shape.orthogonalNeighbours(), b.values(), start, 99);
        for (int i = 0; i < filled.length; i++) {
            assertThat(filled[i]).isEqualTo(reach[i] ? 99 : b.values()[i]);
        }
    }

    @Property(tries = 200)
    void contracted_graph_links_exactly_the_touching_components(@ForAll("boards") Board b) {
        GridShape shape = GridShape.of(b.rows(), b.cols());
        Components comps = Components.ofGrid(IntGrid.of(shape, b.values()));
        Graph contracted = comps.contractedGraph();
        boolean[][] touching = new boolean[comps.count()][comps.count()];
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                int v = comps.componentOf(shape.index(r, c));
                if (c + 1 < b.cols()) {
                    int w = comps.componentOf(shape.index(r, c + 1));
                    touching[v][w] = touching[w][v] = v != w;
                }
                if (r + 1 < b.rows()) {
                    int w = comps.componentOf(shape.index(r + 1, c));
                    touching[v][w] |= v != w;
                    touching[w][v] |= v != w;
                }
            }
        }
        for (int v = 0; v < comps.count(); v++) {
            for (int w = 0; w < comps.count(); w++) {
                assertThat(contracted.adjacent(v, w)).as("%d-%d", v, w).isEqualTo(touching[v][w] || touching[w][v]);
                if (contracted.adjacent(v, w)) {
                    assertThat(comps.value(v)).isNotEqualTo(comps.value(w));
                }
            }
        }
    }

    @Property(tries = 300)
    void region_validation_finds_every_disconnected_region(@ForAll("boards") Board b) {
        GridShape shape = GridShape.of(b.rows(), b.cols());
        Set<Integer> expected = NaiveGrid.disconnectedLabels(b.rows(), b.cols(), b.values());
        Set<Integer> found = new LinkedHashSet<>();
        for (RegionMap.Disconnection d : RegionMap.disconnections(shape, b.values())) {
            found.add(d.label());
            assertThat(b.values()[shape.index(d.cutOff())]).isEqualTo(d.label());
            assertThat(NaiveGrid.sameValueReach(b.rows(), b.cols(), b.values(), shape.index(d.first()))[shape.index(d.cutOff())])
                    .isFalse();
        }
        assertThat(found).isEqualTo(expected);
        if (expected.isEmpty()) {
            RegionMap map = RegionMap.of(shape, b.values());
            for (int i = 0; i < shape.size(); i++) {
                assertThat(map.label(map.regionOf(i))).isEqualTo(b.values()[i]);
            }
        } else {
            assertThatThrownBy(() -> RegionMap.of(shape, b.values()))
                    .isInstanceOf(InvalidModelException.class)
                    .hasMessageContaining("region " + expected.iterator().next() + " is not connected");
        }
    }

    @Provide
    Arbitrary<Integer> starts() {
        return Arbitraries.integers().between(0, 1000);
    }
}
