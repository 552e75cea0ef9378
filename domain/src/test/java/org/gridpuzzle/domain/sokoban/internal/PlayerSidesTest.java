package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.domain.SharedTestData;
import org.junit.jupiter.api.Test;

/**
 * The player's sides of a box read off one depth-first search ({@link PlayerSides}) against a flood from each side of
 * each box cell (the quadratic table the room kept before): the same sides joined, and every player cell on the same
 * side, on random floors (open, mazes, floors in pieces) with random cells walled off as frozen boxes are, and on the
 * XSokoban levels. The side table took 262 MB and seconds on a one-wide maze of 16,199 cells.
 */
class PlayerSidesTest {

    @Property(tries = 1500)
    void the_same_sides_as_a_flood_from_every_side(@ForAll long seed) {
        Random random = new Random(seed);
        SokobanRoom room = new SokobanRoom(GoalRoomCandidatesTest.randomFloor(random));
        int[] nx = room.next.clone();
        if (random.nextBoolean()) { // cells cut off as a frozen room cuts its frozen boxes
            double frozen = random.nextDouble() * 0.3;
            for (int f = 0; f < room.floors; f++) {
                if (random.nextDouble() < frozen) {
                    for (int d = 0; d < 4; d++) {
                        int to = nx[4 * f + d];
                        nx[4 * f + d] = -1;
                        if (to >= 0) {
                            nx[4 * to + SokobanRoom.opposite(d)] = -1;
                        }
                    }
                }
            }
        }
        agree(room.floors, nx);
    }

    @Test
    void the_same_sides_on_the_xsokoban_levels() throws Exception {
        Path file = SharedTestData.folder("sokoban").resolve("xsokoban90/levels.xsb");
        for (SokobanLevel level : XsbLevels.parse(Files.readString(file))) {
            SokobanRoom room = new SokobanRoom(level);
            agree(room.floors, room.next);
        }
    }

    @Test
    void a_one_wide_serpentine_is_linear() {
        SokobanRoom room = new SokobanRoom(Rooms.serpentine(181, 170));
        assertThat(room.floors).isEqualTo(16_199);
        // the side table alone was floors² bytes (262 MB)
        assertThat(room.bytes()).isLessThan(1L << 20);
        int box = room.floorOf[room.level.cols() + 2]; // (1, 2): the player on (1, 1) is on its left side (0), on (1, 3) its right (2)
        assertThat(room.side(box, room.floorOf[room.level.cols() + 1])).isEqualTo(0);
        assertThat(room.side(box, room.floorOf[room.level.cols() + 3])).isEqualTo(2);
    }

    private static void agree(int floors, int[] nx) {
        PlayerSides sides = new PlayerSides(floors, nx);
        int[] label = new int[4 * floors];
        byte[] side = new byte[floors];
        int[] seen = new int[floors];
        int[] queue = new int[floors];
        int stamp = 0;
        for (int b = 0; b < floors; b++) {
            // the flood from each side of b with b blocked, as the room did it before
            java.util.Arrays.fill(label, 4 * b, 4 * b + 4, -1);
            java.util.Arrays.fill(side, (byte) -1);
            for (int d = 0; d < 4; d++) {
                int start = nx[4 * b + d];
                if (start < 0 || label[4 * b + d] >= 0) {
                    continue;
                }
                stamp++;
                int head = 0;
                int tail = 0;
                queue[tail++] = start;
                seen[start] = stamp;
                seen[b] = stamp;
                while (head < tail) {
                    int x = queue[head++];
                    for (int e = 0; e < 4; e++) {
                        int y = nx[4 * x + e];
                        if (y >= 0 && seen[y] != stamp) {
                            seen[y] = stamp;
                            queue[tail++] = y;
                        }
                    }
                }
                for (int e = d; e < 4; e++) {
                    int other = nx[4 * b + e];
                    if (other >= 0 && seen[other] == stamp) {
                        label[4 * b + e] = stamp;
                    }
                }
                for (int i = 0; i < tail; i++) {
                    side[queue[i]] = (byte) d;
                }
            }
            for (int d = 0; d < 4; d++) {
                assertThat(sides.label(b, d) < 0).as("wall on side %d of %d", d, b).isEqualTo(label[4 * b + d] < 0);
                for (int e = 0; e < 4; e++) {
                    if (label[4 * b + d] >= 0 && label[4 * b + e] >= 0) {
                        assertThat(sides.label(b, d) == sides.label(b, e)).as("sides %d and %d of %d joined", d, e, b)
                                .isEqualTo(label[4 * b + d] == label[4 * b + e]);
                    }
                }
            }
            for (int c = 0; c < floors; c++) {
                int got = sides.side(b, c);
                assertThat(got < 0).as("player %d with a box on %d", c, b).isEqualTo(side[c] < 0);
                if (got >= 0) {
                    assertThat(label[4 * b + got]).as("player %d with a box on %d: side", c, b)
                            .isEqualTo(label[4 * b + side[c]]);
                }
            }
        }
    }
}
