package org.gridpuzzle.domain.grid.internal;

import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RegionMapTest {

    @Test
    void numbers_regions_by_first_cell_and_keeps_labels() {
        RegionMap map = RegionMap.of(GridShape.of(2, 3), new int[] {7, 7, 3, 5, 7, 3});
        assertThat(map.regionCount()).isEqualTo(3);
        assertThat(map.regionOf(0, 0)).isZero();
        assertThat(map.label(1)).isEqualTo(3);
        assertThat(map.cells(0)).containsExactly(0, 1, 4);
        assertThat(map.size(2)).isEqualTo(1);
        assertThat(map.maxRegionSize()).isEqualTo(3);
    }

    @Test
    void names_the_disconnected_region_and_the_cut_off_cell() {
        assertThatThrownBy(() -> RegionMap.of(GridShape.of(2, 3), new int[] {1, 2, 1, 2, 2, 2}))
                .isInstanceOf(InvalidModelException.class)
                .hasMessage("region 1 is not connected: cell r1c3 is cut off from r1c1")
                .satisfies(e -> assertThat(((InvalidModelException) e).position()).contains(Position.of(0, 2)));
    }

    @Test
    void diagonal_contact_does_not_connect() {
        assertThat(RegionMap.disconnections(GridShape.of(2, 2), new int[] {1, 2, 2, 1})).hasSize(2);
    }
}
