package org.gridpuzzle.domain.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * FESS's cell rules against the draft's order spelt out field by field: fewer boxes out of plan, then more steps of
 * the packing plan, then fewer regions, then fewer obstructed links. A child takes its own cell exactly when it is
 * better than its parent's, and a cell's ties go to the better child. An order that puts packing first must fail.
 */
class FessCellsTest {

    /** The draft's order (greater is better), from the decoded fields. */
    private static final Comparator<Integer> DRAFT = Comparator.<Integer>comparingInt(c -> -FeatureCell.outOfPlan(c))
            .thenComparingInt(FeatureCell::packed).thenComparingInt(c -> -FeatureCell.regions(c))
            .thenComparingInt(c -> -FeatureCell.links(c));

    @Property(tries = 2000)
    void a_child_has_a_cell_of_its_own_exactly_when_it_is_better_than_its_parents(@ForAll long seed) {
        Random random = new Random(seed);
        int parent = cell(random);
        int child = random.nextBoolean() ? cell(random) : near(parent, random);
        int joined = new FessCells().cell(parent, child);
        assertThat(joined).isEqualTo(DRAFT.compare(child, parent) > 0 ? child : parent);
    }

    @Property(tries = 2000)
    void ties_go_to_the_better_child_within_the_fields_the_tie_keeps(@ForAll long seed) {
        Random random = new Random(seed);
        int a = small(random);
        int b = small(random);
        int order = Integer.signum(DRAFT.compare(a, b));
        // less tie first: the better child has the smaller tie
        assertThat(Integer.signum(new FessCells().tie(b) - new FessCells().tie(a))).isEqualTo(order);
    }

    @Test
    void packing_before_out_of_plan_is_not_the_draft_order() {
        Comparator<Integer> packingFirst = Comparator.<Integer>comparingInt(FeatureCell::packed)
                .thenComparingInt(c -> -FeatureCell.outOfPlan(c));
        Random random = new Random(1);
        int disagree = 0;
        for (int k = 0; k < 1000; k++) {
            int parent = cell(random);
            int child = cell(random);
            int mutant = packingFirst.compare(child, parent) > 0 ? child : parent;
            disagree += mutant != new FessCells().cell(parent, child) ? 1 : 0;
        }
        assertThat(disagree).as("cells where the mutant order differs from the rules").isPositive();
    }

    private static int cell(Random random) {
        return FeatureCell.of(random.nextInt(40), random.nextInt(8), random.nextInt(6), 1 + random.nextInt(12));
    }

    /** Cells within what the 16-bit tie tells apart. */
    private static int small(Random random) {
        return FeatureCell.of(random.nextInt(64), random.nextInt(4), random.nextInt(16), 1 + random.nextInt(15));
    }

    /** The parent's cell with one field moved a step. */
    private static int near(int cell, Random random) {
        int packed = FeatureCell.packed(cell);
        int links = FeatureCell.links(cell);
        int out = FeatureCell.outOfPlan(cell);
        int regions = FeatureCell.regions(cell);
        int step = random.nextBoolean() ? 1 : -1;
        switch (random.nextInt(4)) {
            case 0 -> packed = Math.max(0, packed + step);
            case 1 -> links = Math.max(0, links + step);
            case 2 -> out = Math.max(0, out + step);
            default -> regions = Math.max(1, regions + step);
        }
        return FeatureCell.of(packed, links, out, regions);
    }
}
