package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.search.StoppedException;
import org.junit.jupiter.api.Test;

/**
 * The goal rooms' candidates found by one depth-first search and bounded floods against the quadratic reference that
 * floods every part of every split ({@link QuadraticGoalRoomCandidates}): the same candidates, cells and order on
 * random rooms (open, mazes one and two cells wide, floors in several pieces) with random boxes and goals and room
 * caps from one cell to the real one, and on the XSokoban levels; a stopped budget stops them.
 */
class GoalRoomCandidatesTest {

    private static final int[] CAPS = {1, 2, 3, 4, 6, 9, 14, 25, 60, GoalRooms.MAX_CELLS};

    @Property(tries = 1500)
    void the_same_candidates_as_flooding_every_part_in_full(@ForAll long seed) {
        Random random = new Random(seed);
        SokobanLevel level = randomFloor(random);
        SokobanRoom room = new SokobanRoom(level);
        boolean[] box = new boolean[room.floors];
        double boxes = random.nextDouble() * 0.2;
        for (int f = 0; f < room.floors; f++) {
            box[f] = random.nextDouble() < boxes;
        }
        int cap = CAPS[random.nextInt(CAPS.length)];
        assertThat(cells(GoalRoomCandidates.of(room, box, cap, null)))
                .as("cap %d on%n%s", cap, level.draw(level.start()))
                .containsExactlyElementsOf(cells(QuadraticGoalRoomCandidates.of(room, box, cap)));
    }

    @Test
    void the_same_candidates_on_the_xsokoban_levels() throws Exception {
        Path file = SharedTestData.folder("sokoban").resolve("xsokoban90/levels.xsb");
        int found = 0;
        for (SokobanLevel level : XsbLevels.parse(Files.readString(file))) {
            SokobanRoom room = new SokobanRoom(level);
            boolean[] box = new boolean[room.floors];
            for (int f = 0; f < room.floors; f++) {
                box[f] = level.start().box(room.cellOf[f]);
            }
            List<String> fast = cells(GoalRoomCandidates.of(room, box, null));
            assertThat(fast).as(level.title()).containsExactlyElementsOf(
                    cells(QuadraticGoalRoomCandidates.of(room, box, GoalRooms.MAX_CELLS)));
            found += fast.size();
        }
        assertThat(found).as("candidates over the collection, so the comparison compares something").isPositive();
    }

    @Test
    void a_spent_budget_stops_the_goal_rooms_with_its_reason() {
        SokobanRoom room = new SokobanRoom(Rooms.serpentine(41, -1));
        Limits none = Limits.none();
        assertThatThrownBy(() -> GoalRooms.of(room, none.withCancellation(() -> true).start()))
                .isInstanceOfSatisfying(StoppedException.class,
                        e -> assertThat(e.reason()).isEqualTo(StopReason.CANCELLED));
        assertThatThrownBy(() -> GoalRooms.of(room, none.withTimeLimit(Duration.ZERO).start()))
                .isInstanceOfSatisfying(StoppedException.class,
                        e -> assertThat(e.reason()).isEqualTo(StopReason.TIME_LIMIT));
        assertThat(GoalRooms.of(room, none.start()).count()).as("and an open budget finds the room").isEqualTo(1);
    }

    /** A random floor: open with pillars, or a maze one or two cells wide with some walls knocked through. */
    static SokobanLevel randomFloor(Random random) {
        int rows = 4 + random.nextInt(12);
        int cols = 4 + random.nextInt(12);
        boolean[] wall = new boolean[rows * cols];
        switch (random.nextInt(3)) {
            case 0 -> {
                double pillars = random.nextDouble() * 0.5;
                for (int cell = 0; cell < wall.length; cell++) {
                    wall[cell] = random.nextDouble() < pillars;
                }
            }
            case 1 -> maze(wall, rows, cols, 1, random);
            default -> maze(wall, rows, cols, 2, random);
        }
        List<Integer> floor = new ArrayList<>();
        for (int cell = 0; cell < wall.length; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            wall[cell] |= r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
            if (!wall[cell]) {
                floor.add(cell);
            }
        }
        while (floor.size() < 2) { // the player and one goal at least
            int cell = (1 + random.nextInt(rows - 2)) * cols + 1 + random.nextInt(cols - 2);
            if (wall[cell]) {
                wall[cell] = false;
                floor.add(cell);
            }
        }
        boolean[] goal = new boolean[wall.length];
        double goals = 0.05 + random.nextDouble() * 0.4;
        int player = floor.get(random.nextInt(floor.size()));
        int count = 0;
        for (int cell : floor) {
            goal[cell] = cell != player && random.nextDouble() < goals;
            count += goal[cell] ? 1 : 0;
        }
        if (count == 0) {
            goal[floor.stream().filter(cell -> cell != player).findFirst().orElseThrow()] = true;
        }
        return new SokobanLevel("random", rows, cols, wall, goal, goal.clone(), player);
    }

    /**
     * A maze of corridors {@code width} wide: a random spanning tree over a lattice of rooms, then a few walls knocked
     * out (cycles) and a few put back (floors in pieces).
     */
    private static void maze(boolean[] wall, int rows, int cols, int width, Random random) {
        Arrays.fill(wall, true);
        int pitch = width + 1;
        int lr = (rows - 2 + 1) / pitch;
        int lc = (cols - 2 + 1) / pitch;
        if (lr < 1 || lc < 1) {
            return;
        }
        boolean[] seen = new boolean[lr * lc];
        List<Integer> stack = new ArrayList<>(List.of(0));
        seen[0] = true;
        open(wall, cols, 0, 0, width, width, pitch);
        while (!stack.isEmpty()) {
            int at = stack.get(stack.size() - 1);
            List<Integer> next = new ArrayList<>();
            int r = at / lc;
            int c = at % lc;
            for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                int nr = r + d[0];
                int nc = c + d[1];
                if (nr >= 0 && nr < lr && nc >= 0 && nc < lc && !seen[nr * lc + nc]) {
                    next.add(nr * lc + nc);
                }
            }
            if (next.isEmpty()) {
                stack.remove(stack.size() - 1);
                continue;
            }
            int to = next.get(random.nextInt(next.size()));
            seen[to] = true;
            stack.add(to);
            int tr = to / lc;
            int tc = to % lc;
            open(wall, cols, tr, tc, width, width, pitch);
            // the passage between the two rooms
            open(wall, cols, Math.min(r, tr), Math.min(c, tc), width + (tr != r ? pitch : 0),
                    width + (tc != c ? pitch : 0), pitch);
        }
        int changes = random.nextInt(4);
        for (int i = 0; i < changes; i++) {
            int cell = (1 + random.nextInt(rows - 2)) * cols + 1 + random.nextInt(cols - 2);
            wall[cell] = !wall[cell];
        }
    }

    /** Opens a {@code h}×{@code w} block at lattice room (r, c). */
    private static void open(boolean[] wall, int cols, int r, int c, int h, int w, int pitch) {
        for (int dr = 0; dr < h; dr++) {
            for (int dc = 0; dc < w; dc++) {
                wall[(1 + r * pitch + dr) * cols + 1 + c * pitch + dc] = false;
            }
        }
    }

    private static List<String> cells(List<int[]> candidates) {
        return candidates.stream().map(Arrays::toString).toList();
    }
}
