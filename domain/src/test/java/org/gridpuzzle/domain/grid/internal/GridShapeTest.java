package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.InvalidModelException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GridShapeTest {

    private final GridShape shape = GridShape.of(4, 5);

    @Test
    void index_and_position_are_inverse() {
        for (int i = 0; i < shape.size(); i++) {
            assertThat(shape.index(shape.position(i))).isEqualTo(i);
        }
        assertThat(shape.position(7)).isEqualTo(Position.of(1, 2));
    }

    @Test
    void orthogonal_neighbourhood_sizes_at_corners_edges_and_inside() {
        Graph g = shape.orthogonalNeighbours();
        assertThat(g.degree(shape.index(0, 0))).isEqualTo(2);
        assertThat(g.degree(shape.index(3, 4))).isEqualTo(2);
        assertThat(g.degree(shape.index(0, 2))).isEqualTo(3);
        assertThat(g.degree(shape.index(2, 0))).isEqualTo(3);
        assertThat(g.degree(shape.index(2, 2))).isEqualTo(4);
        assertThat(g.neighbours(shape.index(1, 1))).containsExactly(1, 5, 7, 11);
    }

    @Test
    void king_neighbourhood_sizes_at_corners_edges_and_inside() {
        Graph g = shape.kingNeighbours();
        assertThat(g.degree(shape.index(0, 0))).isEqualTo(3);
        assertThat(g.degree(shape.index(0, 4))).isEqualTo(3);
        assertThat(g.degree(shape.index(0, 2))).isEqualTo(5);
        assertThat(g.degree(shape.index(3, 1))).isEqualTo(5);
        assertThat(g.degree(shape.index(2, 2))).isEqualTo(8);
    }

    @Test
    void one_cell_and_strip_neighbourhoods() {
        assertThat(GridShape.of(1, 1).kingNeighbours().degree(0)).isZero();
        Graph strip = GridShape.of(1, 6).kingNeighbours();
        assertThat(strip.degree(0)).isEqualTo(1);
        assertThat(strip.degree(3)).isEqualTo(2);
    }

    @Test
    void adjacency_is_symmetric() {
        Graph g = shape.kingNeighbours();
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int w : g.neighbours(v)) {
                assertThat(g.adjacent(w, v)).isTrue();
            }
        }
    }

    @Test
    void rejects_empty_shapes_and_outside_cells() {
        assertThatThrownBy(() -> GridShape.of(0, 3)).isInstanceOf(InvalidModelException.class);
        assertThatThrownBy(() -> shape.index(4, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
