package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The backward search's packing plan against breadth-first search of the game it relaxes, on random small rooms: the
 * boxes come in one at a time, each appearing on a start square not used yet (while the player is elsewhere) and
 * pushed from there. Run to the end, the search takes every box home exactly when that game can be won, and played
 * forwards step by step (each step one box, brought from a start or from its parking square, pushed alone to the
 * step's square) its plan wins it. A search that lets one start take several boxes must fail the check.
 */
class ParkingSearchTest {

    @Property(tries = 200)
    void a_whole_plan_exactly_when_the_boxes_can_come_in_one_at_a_time_and_it_replays(
            @ForAll @IntRange(min = 1, max = 3) int boxes, @ForAll long seed) {
        Optional<Room> drawn = Room.random(boxes, new Random(seed));
        if (drawn.isEmpty()) {
            return;
        }
        Room room = drawn.get();
        PackingPlan plan = ParkingSearch.find(room.floor, () -> false, 1L << 28, false, Integer.MAX_VALUE);
        boolean winnable = room.winnable();
        assertThat(plan != null && plan.complete()).as("a whole plan in\n%s", room).isEqualTo(winnable);
        if (winnable) {
            assertThat(room.replays(plan)).as("the plan %s replays in\n%s", plan, room).isTrue();
        }
    }

    /** The same in rooms with a pocket of goals behind a door, where some plans must park boxes (as found below). */
    @Property(tries = 40)
    void the_same_in_pockets_behind_a_door(@ForAll long seed) {
        Room room = Room.pocket(new Random(seed));
        PackingPlan plan = ParkingSearch.find(room.floor, () -> false, 1L << 28, false, Integer.MAX_VALUE);
        boolean winnable = room.winnable();
        assertThat(plan != null && plan.complete()).as("a whole plan in\n%s", room).isEqualTo(winnable);
        if (winnable) {
            assertThat(room.replays(plan)).as("the plan %s replays in\n%s", plan, room).isTrue();
        }
    }

    /**
     * Rooms (found by the pocket generator) where the game can be won but not by bringing each box straight to its
     * goal: the plan parks a box and replays, and the same plan with its parked boxes taken from outside instead
     * does not (the replay catches a plan that leaves the parking out).
     */
    @Test
    void where_no_order_of_lone_boxes_works_the_plan_parks_and_replays() {
        String[][] rooms = {
            {"#######", "#     #", "#  $$ #", "# $$  #", "#### ##", "#.  ..#", "#     #", "# . # #", "#######"},
            {"#######", "#     #", "#  $$ #", "#   $ #", "#### ##", "# . ..#", "#     #", "#  ## #", "#######"},
            {"#######", "#     #", "#  $$ #", "# $ $ #", "## ####", "# ..  #", "#.    #", "# #  .#", "#######"},
        };
        for (String[] picture : rooms) {
            Room room = Room.of(picture);
            assertThat(room.winnable()).isTrue();
            assertThat(room.winnableWithoutParking()).as("no order of lone boxes in\n%s", room).isFalse();
            PackingPlan plan = ParkingSearch.find(room.floor, () -> false, 1L << 28, false, Integer.MAX_VALUE);
            assertThat(plan.complete()).isTrue();
            assertThat(plan.parks()).as("%s", plan).isPositive();
            assertThat(room.replays(plan)).as("the plan %s replays in\n%s", plan, room).isTrue();
            int[] target = new int[plan.steps()];
            int[] outside = new int[plan.steps()];
            for (int k = 0; k < target.length; k++) {
                target[k] = plan.target(k);
                outside[k] = PackingPlan.OUTSIDE;
            }
            assertThat(room.replays(new PackingPlan(target, outside, true, 0))).as("without its parks").isFalse();
        }
    }

    @Test
    void a_start_that_takes_several_boxes_makes_plans_the_game_does_not_have() {
        int caught = 0;
        for (long seed = 1; seed <= 600 && caught == 0; seed++) {
            Optional<Room> drawn = Room.random(1 + (int) (seed % 3), new Random(seed));
            if (drawn.isEmpty()) {
                continue;
            }
            Room room = drawn.get();
            PackingPlan mutant = ParkingSearch.find(room.floor, () -> false, 1L << 28, true, Integer.MAX_VALUE);
            boolean wrong = mutant != null && mutant.complete() && !room.winnable();
            caught += wrong ? 1 : 0;
        }
        assertThat(caught).as("rooms where the mutant claims a plan the game has not").isPositive();
    }

    @Test
    void the_packing_feature_tolerates_a_square_vacated_as_planned() {
        // park a box on 5, fill goal 1, move the parked box on to goal 2
        PackingPlan plan = new PackingPlan(new int[] {5, 1, 2}, new int[] {PackingPlan.OUTSIDE, PackingPlan.OUTSIDE, 5},
                true, 0);
        assertThat(plan.packed(occupied(8, 5))).isEqualTo(1);
        assertThat(plan.packed(occupied(8, 5, 1))).isEqualTo(2);
        assertThat(plan.packed(occupied(8, 1, 2))).as("5 was vacated as planned").isEqualTo(3);
        assertThat(plan.packed(occupied(8, 1))).as("goal 1 alone: the park is missing").isZero();
        assertThat(plan.packed(occupied(8, 2))).isZero();
        assertThat(PackingPlan.ofOrder(new int[] {3, 4}).packed(occupied(8, 4))).isZero();
        assertThat(PackingPlan.ofOrder(new int[] {3, 4}).packed(occupied(8, 3))).isEqualTo(1);
        boolean[] planned = new boolean[8];
        plan.planned(2, planned);
        assertThat(planned).containsExactly(false, true, false, false, false, true, false, false);
        plan.planned(3, planned);
        assertThat(planned).containsExactly(false, true, true, false, false, false, false, false);
    }

    private static byte[] occupied(int cells, int... boxes) {
        byte[] occupied = new byte[cells];
        for (int b : boxes) {
            occupied[b] = 1;
        }
        return occupied;
    }

    /** A random room: a floor of at most 36 cells, its goals and start squares, and the game of boxes coming in. */
    static final class Room {

        final PlanFloor floor;
        final String picture;
        private final int cells;
        private final int[] starts;
        private final long goals;

        private Room(PlanFloor floor, String picture, int[] starts, long goals) {
            this.floor = floor;
            this.picture = picture;
            this.cells = floor.floors;
            this.starts = starts;
            this.goals = goals;
        }

        static Optional<Room> random(int boxes, Random random) {
            int rows = 3 + random.nextInt(4);
            int cols = 3 + random.nextInt(5);
            boolean[] open = new boolean[rows * cols];
            for (int c = 0; c < open.length; c++) {
                open[c] = random.nextInt(5) != 0;
            }
            // the floor: the open cells joined to the first open one
            int[] number = new int[rows * cols];
            java.util.Arrays.fill(number, -1);
            int first = -1;
            for (int c = 0; c < open.length && first < 0; c++) {
                first = open[c] ? c : -1;
            }
            if (first < 0) {
                return Optional.empty();
            }
            List<Integer> cellsOf = new ArrayList<>();
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(first));
            number[first] = 0;
            cellsOf.add(first);
            while (!queue.isEmpty()) {
                int c = queue.poll();
                for (int d = 0; d < 4; d++) {
                    int n = neighbour(c, d, rows, cols);
                    if (n >= 0 && open[n] && number[n] < 0) {
                        number[n] = cellsOf.size();
                        cellsOf.add(n);
                        queue.add(n);
                    }
                }
            }
            int f = cellsOf.size();
            if (f < 2 * boxes + 1) {
                return Optional.empty();
            }
            int[] next = new int[4 * f];
            for (int x = 0; x < f; x++) {
                for (int d = 0; d < 4; d++) {
                    int n = neighbour(cellsOf.get(x), d, rows, cols);
                    next[4 * x + d] = n < 0 || !open[n] ? -1 : number[n];
                }
            }
            List<Integer> order = new ArrayList<>();
            for (int x = 0; x < f; x++) {
                order.add(x);
            }
            java.util.Collections.shuffle(order, random);
            boolean[] goal = new boolean[f];
            boolean[] start = new boolean[f];
            int onGoal = random.nextInt(boxes + 1);
            long goals = 0;
            for (int i = 0; i < boxes; i++) {
                goal[order.get(i)] = true;
                goals |= 1L << order.get(i);
                start[order.get(i < onGoal ? i : boxes + i)] = true;
            }
            int[] starts = new int[boxes];
            for (int x = 0, k = 0; x < f; x++) {
                if (start[x]) {
                    starts[k++] = x;
                }
            }
            StringBuilder picture = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int x = number[r * cols + c];
                    picture.append(x < 0 ? '#' : goal[x] && start[x] ? '*' : goal[x] ? '.' : start[x] ? '$' : ' ');
                }
                picture.append('\n');
            }
            return Optional.of(new Room(new PlanFloor(f, next, goal, start), picture.toString(), starts, goals));
        }

        /**
         * A room of the kind that needs parking: boxes in a room on top, a door one cell wide in the wall below it,
         * and under it a pocket whose first goal is the one just inside the door (so it is filled last), the other
         * goals and a few pillars anywhere in the pocket.
         */
        static Room pocket(Random random) {
            int boxes = 3 + random.nextInt(2);
            int width = 4 + random.nextInt(2);
            int height = 2 + random.nextInt(2);
            int cols = width + 2;
            int door = 1 + random.nextInt(width);
            List<String> rows = new ArrayList<>();
            rows.add("#".repeat(cols));
            char[][] top = new char[3][];
            List<Integer> places = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                top[r] = ("#" + " ".repeat(width) + "#").toCharArray();
                for (int c = 2; c < cols - 2 && r > 0; c++) {
                    places.add(r * cols + c);
                }
            }
            java.util.Collections.shuffle(places, random);
            for (int i = 0; i < boxes; i++) {
                top[places.get(i) / cols][places.get(i) % cols] = '$';
            }
            for (char[] r : top) {
                rows.add(new String(r));
            }
            char[] wall = "#".repeat(cols).toCharArray();
            wall[door] = ' ';
            rows.add(new String(wall));
            char[][] pocket = new char[height][];
            List<Integer> inside = new ArrayList<>();
            for (int r = 0; r < height; r++) {
                pocket[r] = ("#" + " ".repeat(width) + "#").toCharArray();
                for (int c = 1; c < cols - 1; c++) {
                    if (r > 0 || c != door) {
                        inside.add(r * cols + c);
                    }
                }
            }
            java.util.Collections.shuffle(inside, random);
            pocket[0][door] = '.';
            for (int i = 0; i < inside.size(); i++) {
                int at = inside.get(i);
                pocket[at / cols][at % cols] = i < boxes - 1 ? '.' : random.nextInt(6) == 0 ? '#' : ' ';
            }
            for (char[] r : pocket) {
                rows.add(new String(r));
            }
            rows.add("#".repeat(cols));
            return of(rows.toArray(new String[0]));
        }

        /** A room drawn in XSB ('#' wall, '.' goal, '$' start, '*' both, else floor; rows padded with walls). */
        static Room of(String... rows) {
            int cols = java.util.Arrays.stream(rows).mapToInt(String::length).max().orElse(0);
            int[] number = new int[rows.length * cols];
            java.util.Arrays.fill(number, -1);
            int f = 0;
            for (int r = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length(); c++) {
                    number[r * cols + c] = rows[r].charAt(c) == '#' ? -1 : f++;
                }
            }
            int[] next = new int[4 * f];
            boolean[] goal = new boolean[f];
            boolean[] start = new boolean[f];
            long goals = 0;
            List<Integer> starts = new ArrayList<>();
            for (int cell = 0; cell < number.length; cell++) {
                int x = number[cell];
                if (x < 0) {
                    continue;
                }
                char ch = rows[cell / cols].charAt(cell % cols);
                goal[x] = ch == '.' || ch == '*';
                start[x] = ch == '$' || ch == '*';
                goals |= goal[x] ? 1L << x : 0;
                if (start[x]) {
                    starts.add(x);
                }
                for (int d = 0; d < 4; d++) {
                    int n = neighbour(cell, d, rows.length, cols);
                    next[4 * x + d] = n < 0 ? -1 : number[n];
                }
            }
            return new Room(new PlanFloor(f, next, goal, start), String.join("\n", rows) + "\n",
                    starts.stream().mapToInt(Integer::intValue).toArray(), goals);
        }

        private static int neighbour(int c, int d, int rows, int cols) {
            int r = c / cols + (d == 1 ? -1 : d == 3 ? 1 : 0);
            int k = c % cols + (d == 0 ? -1 : d == 2 ? 1 : 0);
            return r < 0 || k < 0 || r >= rows || k >= cols ? -1 : r * cols + k;
        }

        /** A state of the game: the boxes on the board, the starts used, the player's region (its least cell). */
        record State(long boxes, int used, int player) {
        }

        boolean winnable() {
            return wins(s -> successors(s, -1));
        }

        /** Breadth first from the empty board over the moves {@code next} gives; whether a won state is met. */
        private boolean wins(java.util.function.Function<State, List<State>> next) {
            Set<State> seen = new HashSet<>();
            ArrayDeque<State> open = new ArrayDeque<>();
            State begin = new State(0, 0, region(0, 0));
            seen.add(begin);
            open.add(begin);
            while (!open.isEmpty()) {
                State s = open.poll();
                if (won(s)) {
                    return true;
                }
                for (State t : next.apply(s)) {
                    if (seen.add(t)) {
                        open.add(t);
                    }
                }
            }
            return false;
        }

        /**
         * The states after one move: a push of any box ({@code only} −1) or of the box on {@code only}, or a box
         * appearing on a start left (when {@code only} is −1).
         */
        List<State> successors(State s, int only) {
            List<State> out = new ArrayList<>();
            long reach = reach(s.boxes, s.player);
            for (int b = 0; b < cells; b++) {
                if ((s.boxes >>> b & 1) == 0 || only >= 0 && b != only) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int behind = floor.step(b, PlanFloor.opposite(d));
                    int to = floor.step(b, d);
                    if (behind >= 0 && (reach >>> behind & 1) != 0 && to >= 0 && (s.boxes >>> to & 1) == 0) {
                        long boxes = s.boxes & ~(1L << b) | 1L << to;
                        out.add(new State(boxes, s.used, region(boxes, b)));
                    }
                }
            }
            if (only < 0) {
                out.addAll(arrivals(s));
            }
            return out;
        }

        /** A box appearing on a start left and free; the player may be in any part of its region the box leaves. */
        List<State> arrivals(State s) {
            List<State> out = new ArrayList<>();
            long reach = reach(s.boxes, s.player);
            for (int k = 0; k < starts.length; k++) {
                int h = starts[k];
                if ((s.used >>> k & 1) != 0 || (s.boxes >>> h & 1) != 0) {
                    continue;
                }
                long boxes = s.boxes | 1L << h;
                for (int x = 0; x < cells; x++) {
                    if ((reach >>> x & 1) != 0 && x != h && region(boxes, x) == x) {
                        out.add(new State(boxes, s.used | 1 << k, x));
                    }
                }
            }
            return out;
        }

        /** Whether the game can be won bringing each box straight from its start to a goal where it stays. */
        boolean winnableWithoutParking() {
            return wins(s -> {
                List<State> next = new ArrayList<>();
                for (State a : arrivals(s)) {
                    int box = Long.numberOfTrailingZeros(a.boxes & ~s.boxes);
                    for (int g = 0; g < cells; g++) {
                        if (floor.goal[g] && ((a.boxes >>> g & 1) == 0 || g == box)) {
                            next.addAll(pushedAlone(a, box, g));
                        }
                    }
                }
                return next;
            });
        }

        /** Plays the plan forwards, every way each step can go; whether some way wins. */
        boolean replays(PackingPlan plan) {
            Set<State> now = Set.of(new State(0, 0, region(0, 0)));
            for (int k = 0; k < plan.steps(); k++) {
                Set<State> next = new HashSet<>();
                for (State s : now) {
                    List<State> begins = plan.source(k) == PackingPlan.OUTSIDE ? arrivals(s)
                            : (s.boxes >>> plan.source(k) & 1) != 0 ? List.of(s) : List.of();
                    for (State b : begins) {
                        int box = plan.source(k) == PackingPlan.OUTSIDE ? Long.numberOfTrailingZeros(b.boxes & ~s.boxes)
                                : plan.source(k);
                        next.addAll(pushedAlone(b, box, plan.target(k)));
                    }
                }
                now = next;
            }
            return now.stream().anyMatch(this::won);
        }

        /** The states with the box on {@code box} pushed alone onto {@code target}, the other boxes still. */
        private Set<State> pushedAlone(State s, int box, int target) {
            Set<State> ends = new HashSet<>();
            record Moving(State state, int box) {
            }
            Set<State> seen = new HashSet<>(List.of(s));
            ArrayDeque<Moving> open = new ArrayDeque<>(List.of(new Moving(s, box)));
            while (!open.isEmpty()) {
                Moving m = open.poll();
                if (m.box == target) {
                    ends.add(m.state);
                }
                for (State t : successors(m.state, m.box)) {
                    if (seen.add(t)) {
                        open.add(new Moving(t, Long.numberOfTrailingZeros(t.boxes & ~m.state.boxes)));
                    }
                }
            }
            return ends;
        }

        private long reach(long boxes, int from) {
            long seen = 1L << from;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
            while (!queue.isEmpty()) {
                int x = queue.poll();
                for (int d = 0; d < 4; d++) {
                    int y = floor.step(x, d);
                    if (y >= 0 && (boxes >>> y & 1) == 0 && (seen >>> y & 1) == 0) {
                        seen |= 1L << y;
                        queue.add(y);
                    }
                }
            }
            return seen;
        }

        private boolean won(State s) {
            return s.used == (1 << starts.length) - 1 && s.boxes == goals;
        }

        private int region(long boxes, int from) {
            return Long.numberOfTrailingZeros(reach(boxes, from));
        }

        @Override
        public String toString() {
            return picture;
        }
    }
}
