package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The draft's rooms of 2×3 blocks, Festival's of 2×2 blocks, their links on the empty board and which boxes break them. */
class RoomGraphTest {

    // a 3×3 room (left), a 3×4 room (right) and a one-cell corridor (row 2) between them; a dead end (row 5, right)
    private static final SokobanLevel LEVEL = SokobanRulesTest.level(
            "##############",
            "#   ##    ####",
            "#@         .##",
            "#   ##    ####",
            "######    ####",
            "######### $ ##",
            "##############");

    private final SokobanRoom room = new SokobanRoom(LEVEL);

    @Test
    void two_rooms_one_link_and_a_box_in_the_corridor_breaks_it() {
        RoomGraph rooms = RoomGraph.draft(room);
        assertThat(rooms.rooms()).isEqualTo(2);
        assertThat(rooms.links()).isEqualTo(1);
        assertThat(rooms.roomOf(floor(2, 1))).isNotNegative().isNotEqualTo(rooms.roomOf(floor(2, 8)));
        assertThat(rooms.roomOf(floor(2, 5))).as("the corridor").isNegative();
        assertThat(rooms.roomOf(floor(5, 10))).as("the dead end").isNegative();
        assertThat(obstructed(rooms, floor(2, 5))).isEqualTo(1);
        assertThat(obstructed(rooms, floor(2, 5), floor(2, 4))).as("two boxes, one link").isEqualTo(1);
        assertThat(obstructed(rooms, floor(2, 2), floor(5, 10))).as("a box in a room, one in the dead end").isZero();
    }

    @Test
    void boxes_that_close_a_rooms_mouth_break_its_link_where_a_box_on_a_corridor_alone_would_not_be_seen() {
        RoomGraph rooms = RoomGraph.draft(room);
        // the left room's three cells next to the corridor's mouth: the corridor stays free, the link is cut
        int[] mouth = {floor(1, 3), floor(2, 3), floor(3, 3)};
        assertThat(obstructed(rooms, mouth)).isEqualTo(1);
        assertThat(new RoomLinks(room).obstructed(mouth, mouth.length)).as("the corridor count misses it").isZero();
        // two of the three leave a way round
        assertThat(obstructed(rooms, floor(1, 3), floor(3, 3))).isZero();
    }

    @Test
    void festivals_rooms_are_two_blocks_of_2x2_or_more() {
        RoomGraph rooms = RoomGraph.festival(room);
        assertThat(rooms.rooms()).isEqualTo(2);
        assertThat(rooms.links()).isEqualTo(1);
        // a lone 2×2 block is no room: the dead end widened to 2×2 is still a corridor
        RoomGraph lone = RoomGraph.festival(new SokobanRoom(SokobanRulesTest.level(
                "########",
                "#@  $ .#",
                "#  #####",
                "########")));
        assertThat(lone.rooms()).isZero();
        assertThat(lone.links()).isZero();
    }

    private int obstructed(RoomGraph rooms, int... boxes) {
        byte[] occupied = new byte[room.floors];
        for (int b : boxes) {
            occupied[b] = 1;
        }
        return rooms.obstructed(occupied, boxes, boxes.length);
    }

    private int floor(int row, int col) {
        int f = room.floorOf[row * LEVEL.cols() + col];
        assertThat(f).as("floor at %d,%d", row, col).isNotNegative();
        return f;
    }
}
