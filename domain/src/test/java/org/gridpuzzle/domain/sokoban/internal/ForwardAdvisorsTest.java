package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;

/**
 * FESS's advisors on random rooms ({@link ForwardAdvisors} through {@link FessForward}'s listing): each advisor picks
 * at most one move; a picked move weighs 0 and any other 1; a feature advisor's pick improves its feature over the
 * position and is the best by the order among the moves that do (or that best move went to an earlier advisor and
 * this one picks none); with Festival's rule no pick lowers packing.
 */
class ForwardAdvisorsTest {

    /** One listed move. */
    private record Move(int child, int cell, int weight, long score, int advisor) {
    }

    @Property(tries = 60)
    void each_advisor_picks_at_most_the_best_move_that_improves_its_feature(
            @ForAll @IntRange(min = 2, max = 5) int boxes, @ForAll long seed) {
        check(boxes, seed, FessRules.draft());
    }

    @Property(tries = 30)
    void with_festivals_rule_no_advisor_lowers_packing_the_drafts_opener_too(@ForAll @IntRange(min = 2, max = 5) int boxes,
            @ForAll long seed) {
        check(boxes, seed, FessRules.draft().withKeepPacking(true).withDraftOpener(true));
    }

    private static void check(int boxes, long seed, FessRules rules) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(6 + random.nextInt(3), 6 + random.nextInt(3), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = new SokobanRoom(drawn.get());
        FessForward game = new FessForward(room, room.plans.parking(true, null), Hotspots.of(room, () -> false),
                rules, MemoryAccount.open("test", 1L << 28));
        List<int[]> positions = new ArrayList<>();
        game.roots((state, cell, score) -> positions.add(new int[] {state, cell}));
        // the root and the positions its moves lead to
        for (int p = 0; p < positions.size() && p < 12; p++) {
            int state = positions.get(p)[0];
            int parentCell = positions.get(p)[1];
            List<Move> moves = new ArrayList<>();
            game.listMoves(state, (child, cell, weight, score, advisor) -> moves.add(new Move(child, cell, weight,
                    score, advisor)));
            picks(moves, parentCell, rules);
            for (Move m : moves) {
                int next = game.play(state, m.child());
                if (next >= 0 && positions.size() < 12 && !game.solved(next)) {
                    positions.add(new int[] {next, m.cell()});
                }
            }
        }
    }

    private static void picks(List<Move> moves, int parentCell, FessRules rules) {
        boolean[] used = new boolean[ForwardAdvisors.HOTTEST + 1];
        for (Move m : moves) {
            assertThat(m.weight()).isEqualTo(m.advisor() == FessGame.NO_ADVISOR ? 1 : 0);
            if (m.advisor() != FessGame.NO_ADVISOR) {
                assertThat(used[m.advisor()]).as("advisor %d picked twice", m.advisor()).isFalse();
                used[m.advisor()] = true;
                if (rules.keepPacking()) {
                    assertThat(FeatureCell.packed(m.cell())).isGreaterThanOrEqualTo(FeatureCell.packed(parentCell));
                }
            }
        }
        for (Advisor a : new Advisor[] {Advisor.PACKING, Advisor.CONNECTIVITY, Advisor.ROOM_CONNECTIVITY}) {
            Move best = null;
            for (Move m : moves) {
                if (improves(a, m.cell(), parentCell, rules) && (best == null || m.score() > best.score())) {
                    best = m;
                }
            }
            Move picked = moves.stream().filter(m -> m.advisor() == a.ordinal()).findFirst().orElse(null);
            if (best == null) {
                assertThat(picked).as("%s picked a move that does not improve its feature", a).isNull();
            } else if (best.advisor() != a.ordinal()) {
                assertThat(best.advisor()).as("%s's best move", a).isLessThan(a.ordinal()).isNotNegative();
                assertThat(picked).isNull();
            }
        }
    }

    private static boolean improves(Advisor a, int child, int parent, FessRules rules) {
        if (rules.keepPacking() && FeatureCell.packed(child) < FeatureCell.packed(parent)) {
            return false;
        }
        return switch (a) {
            case PACKING -> FeatureCell.packed(child) > FeatureCell.packed(parent);
            case CONNECTIVITY -> FeatureCell.regions(child) < FeatureCell.regions(parent);
            case ROOM_CONNECTIVITY -> FeatureCell.links(child) < FeatureCell.links(parent);
            default -> false;
        };
    }
}
