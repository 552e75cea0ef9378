package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Rooms, the corridors that link them, and which boxes obstruct a link. */
class RoomLinksTest {

    // two rooms joined by a corridor three cells long (row 2), and a dead end (row 4) off the right room
    private static final SokobanLevel LEVEL = SokobanRulesTest.level(
            "##########",
            "#  #######",
            "#@      .#",
            "#  #### ##",
            "#  #### $#",
            "##########");

    @Test
    void a_box_in_the_corridor_between_two_rooms_obstructs_one_link() {
        SokobanRoom room = new SokobanRoom(LEVEL);
        RoomLinks links = new RoomLinks(room);
        int corridor = floor(room, 2, 4);
        int otherCorridorCell = floor(room, 2, 5);
        assertThat(links.linkOf(corridor)).isNotNegative().isEqualTo(links.linkOf(otherCorridorCell));
        assertThat(links.obstructed(new int[] {corridor}, 1)).isEqualTo(1);
        // two boxes in the same corridor still obstruct one link
        assertThat(links.obstructed(new int[] {corridor, otherCorridorCell}, 2)).isEqualTo(1);
    }

    @Test
    void rooms_and_dead_ends_are_no_links() {
        SokobanRoom room = new SokobanRoom(LEVEL);
        RoomLinks links = new RoomLinks(room);
        assertThat(links.linkOf(floor(room, 2, 1))).as("a room cell").isNegative();
        assertThat(links.linkOf(floor(room, 4, 8))).as("a dead end").isNegative();
        assertThat(links.obstructed(new int[] {floor(room, 2, 1), floor(room, 4, 8)}, 2)).isZero();
    }

    private static int floor(SokobanRoom room, int row, int col) {
        return room.floorOf[row * LEVEL.cols() + col];
    }
}
