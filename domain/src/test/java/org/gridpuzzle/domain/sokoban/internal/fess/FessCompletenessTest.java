package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.junit.jupiter.api.Test;

/**
 * FESS prunes nothing but proved dead ends ([CoG] II.D), so on a finite graph it finds a path exactly when breadth-first
 * search does: checked on random small graphs (seeded), under every cell order and option, with random cells,
 * weights (0 included), scores and advisor tags, self-loops and transpositions; a move is refused as dead only where
 * its result truly reaches no goal. A found path is replayed edge by edge.
 */
class FessCompletenessTest {

    @Test
    void a_path_exactly_when_breadth_first_search_has_one_and_it_replays() {
        Random random = new Random(68);
        int solvable = 0;
        for (int trial = 0; trial < 1500; trial++) {
            GraphGame game = randomGame(random);
            FessOptions options = FessOptions.paper().withOrder(CellOrder.values()[trial % 3])
                    .withTwoMovesFree(random.nextBoolean()).withAncestorByScore(random.nextBoolean())
                    .withRetriesPerVisit(1 + random.nextInt(3));
            game.listsStates = random.nextBoolean();
            FessResult result = new FessEngine(game, options, MemoryAccount.open("test", 1L << 26))
                    .run(Limits.none().start());
            boolean reachable = reachable(game);
            assertThat(result.solved()).as("trial %d, %s: a path", trial, options).isEqualTo(reachable);
            assertThat(result.stopped()).isNull();
            if (reachable) {
                solvable++;
                assertThat(replays(game, result.solution())).as("trial %d replays", trial).isTrue();
            }
        }
        // both outcomes are common, so neither half of the check is idle
        assertThat(solvable).isBetween(300, 1200);
    }

    /** A graph of 2 to 30 states, state 0 and maybe another the roots, out-degree 0 to 4, one or two goals. */
    static GraphGame randomGame(Random random) {
        int n = 2 + random.nextInt(29);
        GraphGame game = new GraphGame().root(0, random.nextInt(5), random.nextInt(10));
        if (random.nextInt(4) == 0) {
            game.root(1 + random.nextInt(n - 1), random.nextInt(5), random.nextInt(10));
        }
        int[][] to = new int[n][];
        for (int s = 0; s < n; s++) {
            to[s] = new int[random.nextInt(5)];
            for (int i = 0; i < to[s].length; i++) {
                to[s][i] = random.nextInt(n);
            }
        }
        game.goal(1 + random.nextInt(n - 1));
        if (random.nextBoolean()) {
            game.goal(1 + random.nextInt(n - 1));
        }
        Set<Integer> live = reachingGoal(to, game.goals);
        for (int s = 0; s < n; s++) {
            game.leaf(s);
            for (int child : to[s]) {
                boolean dead = !live.contains(child) && random.nextBoolean();
                int advisor = random.nextInt(3) == 0 ? random.nextInt(7) : FessGame.NO_ADVISOR;
                game.edge(s, new GraphGame.Edge(child, random.nextInt(5), random.nextInt(3), random.nextInt(8),
                        advisor, dead));
            }
        }
        return game;
    }

    /** The states from which some goal can be reached. */
    static Set<Integer> reachingGoal(int[][] to, Set<Integer> goals) {
        Set<Integer> live = new HashSet<>(goals);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int s = 0; s < to.length; s++) {
                for (int child : to[s]) {
                    if (!live.contains(s) && live.contains(child)) {
                        live.add(s);
                        grew = true;
                    }
                }
            }
        }
        return live;
    }

    /** Breadth-first search from the roots over every edge the game does not refuse. */
    static boolean reachable(GraphGame game) {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        Set<Integer> seen = new HashSet<>();
        game.roots((state, cell, score) -> {
            if (seen.add(state)) {
                queue.add(state);
            }
        });
        while (!queue.isEmpty()) {
            int s = queue.poll();
            if (game.goals.contains(s)) {
                return true;
            }
            for (GraphGame.Edge e : game.edges.getOrDefault(s, List.of())) {
                if (!e.dead() && seen.add(e.child())) {
                    queue.add(e.child());
                }
            }
        }
        return false;
    }

    static boolean replays(GraphGame game, FessPath path) {
        Set<Integer> roots = new HashSet<>();
        game.roots((state, cell, score) -> roots.add(state));
        if (!roots.contains(path.states()[0]) || !game.goals.contains(path.last())) {
            return false;
        }
        for (int i = 0; i < path.length(); i++) {
            int from = path.states()[i];
            int child = path.children()[i];
            boolean edge = game.edges.get(from).stream().anyMatch(e -> e.child() == child && !e.dead());
            if (!edge || path.states()[i + 1] != child) {
                return false;
            }
        }
        return true;
    }
}
